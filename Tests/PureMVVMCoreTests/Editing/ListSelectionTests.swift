import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `List(selection:)` with one optional row, a required row and a set of rows; outlines
/// (`List(_:children:)`, `OutlineGroup`).
@MainActor
@Suite struct ListSelectionTests {
  private struct Trail: Identifiable, Hashable {
    let id: String
    var parts: [Trail]?
  }

  private static let trails = [
    Trail(id: "Anaga", parts: [Trail(id: "Chinamada"), Trail(id: "Afur")]),
    Trail(id: "Teide", parts: []),
    Trail(id: "Masca"),
  ]

  @Test func tappingARowSelectsItAndMarksIt() throws {
    let list = Stateful(value: String?.none) { selection in
      List(Self.trails, selection: selection) { Text($0.id) }
    }
    let inspector = DesignInspector(list)
    #expect(!inspector.render(width: 30).contains("✓"))
    try inspector.find(row: "Masca").select()
    let line = inspector.render(width: 30).split(separator: "\n").first { $0.contains("Masca") }
    #expect(line?.contains("✓") == true)
    try inspector.find(row: "Teide").select()
    let lines = inspector.render(width: 30).split(separator: "\n")
    #expect(lines.first { $0.contains("Masca") }?.contains("✓") == false)
    #expect(lines.first { $0.contains("Teide") }?.contains("✓") == true)
  }

  /// A sidebar as macOS apps write one: a non-optional selection, always one row.
  private struct Sidebar: View {
    @State private var pane = "General"

    var body: some View {
      VStack {
        List(selection: $pane) {
          Section("Ajustes") {
            ForEach(["General", "Mapa"], id: \.self) { Text($0) }
          }
          .collapsible(false)
        }
        .navigationSplitViewColumnWidth(min: 180, ideal: 200)
        Text("Panel: \(pane)")
      }
    }
  }

  @Test func aRequiredSelectionAlwaysHoldsOneRow() throws {
    let inspector = DesignInspector(Sidebar())
    #expect(inspector.texts.last == "Panel: General")
    try inspector.find(row: "Mapa").select()
    #expect(inspector.texts.last == "Panel: Mapa")
    try inspector.find(row: "Mapa").select()
    #expect(inspector.texts.last == "Panel: Mapa")
    // An optional binding still takes the optional form, which can hold no row.
    let optional = Stateful(value: String?.none) { selection in
      List(selection: selection) { Text("Teide").tag(Optional("Teide")) }
    }
    #expect(!DesignInspector(optional).render(width: 30).contains("✓"))
  }

  @Test func aRowWithSelectionDisabledCannotBeSelected() throws {
    let list = Stateful(value: String?.none) { selection in
      List(Self.trails, selection: selection) { trail in
        Text(trail.id).selectionDisabled(trail.id == "Teide")
      }
    }
    let inspector = DesignInspector(list)
    #expect(throws: InspectionError.self) { try inspector.find(row: "Teide").select() }
    try inspector.find(row: "Masca").select()
    #expect(inspector.render(width: 30).contains("✓"))
  }

  @Test func aSetSelectionTogglesRowsOnlyWhileEditing() throws {
    let list = Stateful(value: Set<String>()) { selection in
      NavigationStack {
        List(Self.trails, selection: selection) { Text($0.id) }
          .toolbar { EditButton() }
      }
    }
    let inspector = DesignInspector(list)
    #expect(throws: InspectionError.self) { try inspector.find(row: "Masca").select() }
    try inspector.find(button: "Edit").tap()
    #expect(inspector.render(width: 30).contains("○ Masca"))
    try inspector.find(row: "Masca").select()
    try inspector.find(row: "Anaga").select()
    #expect(inspector.render(width: 30).contains("✓ Masca"))
    try inspector.find(row: "Masca").select()
    #expect(inspector.render(width: 30).contains("○ Masca"))
    #expect(inspector.render(width: 30).contains("✓ Anaga"))
  }

  @Test func staticRowsAreSelectedByTheirTags() throws {
    let list = Stateful(value: Int?.some(1)) { selection in
      List(selection: selection) {
        Text("Uno").tag(1)
        Text("Dos").tag(2)
      }
    }
    let inspector = DesignInspector(list)
    try inspector.find(row: "Dos").select()
    let line = inspector.render(width: 20).split(separator: "\n").first { $0.contains("Dos") }
    #expect(line?.contains("✓") == true)
  }

  @Test func anOutlineShowsGroupsCollapsedAndLeavesAsRows() throws {
    let inspector = DesignInspector(List(Self.trails, children: \.parts) { Text($0.id) })
    #expect(inspector.texts == ["Anaga", "Teide", "Masca"])
    try inspector.find(disclosureGroup: "Anaga").tap()
    #expect(inspector.texts == ["Anaga", "Chinamada", "Afur", "Teide", "Masca"])
    #expect(throws: InspectionError.self) { try inspector.find(disclosureGroup: "Masca") }
    _ = try inspector.find(disclosureGroup: "Teide")
    let single = DesignInspector(OutlineGroup(Self.trails[0], children: \.parts) { Text($0.id) })
    #expect(single.texts == ["Anaga"])
    let byID = DesignInspector(
      OutlineGroup(Self.trails[0], id: \.id, children: \.parts) { Text($0.id) })
    try byID.find(disclosureGroup: "Anaga").tap()
    #expect(byID.texts == ["Anaga", "Chinamada", "Afur"])
  }

  @Test func boundRowsAndTreesAreSelectableToo() throws {
    let bound = Stateful(value: Self.trails) { trails in
      Stateful(value: String?.none) { selection in
        List(trails, selection: selection) { $trail in Text(trail.id) }
      }
    }
    let inspector = DesignInspector(bound)
    try inspector.find(row: "Teide").select()
    let line = inspector.render(width: 30).split(separator: "\n").first { $0.contains("Teide") }
    #expect(line?.contains("✓") == true)
    let tree = Stateful(value: Set<String>()) { selection in
      List(Self.trails, id: \.id, children: \.parts, selection: selection) { Text($0.id) }
        .environment(\.editMode, .constant(.active))
    }
    let outline = DesignInspector(tree)
    try outline.find(row: "Masca").select()
    #expect(outline.render(width: 30).contains("✓ Masca"))
  }

  @Test func theChildrenOfAnExpandedOutlineAreSelectable() throws {
    let tree = Stateful(value: String?.none) { selection in
      List(Self.trails, children: \.parts, selection: selection) { Text($0.id) }
    }
    let inspector = DesignInspector(tree)
    try inspector.find(disclosureGroup: "Anaga").expand()
    try inspector.find(row: "Chinamada").select()
    let line = inspector.render(width: 30).split(separator: "\n")
      .first { $0.contains("Chinamada") }
    #expect(line?.contains("✓") == true)
  }
}
