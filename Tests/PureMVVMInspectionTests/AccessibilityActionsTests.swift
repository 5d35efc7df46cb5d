import PureMVVMCore
import PureMVVMInspection
import Testing

/// Accessibility actions in SwiftUI's spellings, performed as VoiceOver would.
@MainActor
@Suite struct AccessibilityActionsTests {
  /// A route row that offers its actions to VoiceOver.
  struct RouteRow: View {
    let log: (String) -> Void

    var body: some View {
      Text("Anaga")
        .accessibilityAction { log("open") }
        .accessibilityAction(.escape) { log("close") }
        .accessibilityAction(named: "Favorita") { log("favourite") }
        .accessibilityAction(named: Text("Compartir")) { log("share") }
        .accessibilityAction {
          log("download")
        } label: {
          Label("Descargar", systemImage: "arrow.down")
        }
        .accessibilityActions {
          Button("Archivar") { log("archive") }
          VStack { Toggle("Oculta", isOn: .constant(false)) }
        }
    }
  }

  @Test func everyFormIsPerformedByKindOrName() throws {
    var log: [String] = []
    let inspector = DesignInspector(RouteRow { log.append($0) })
    let row = try inspector.find(text: "Anaga")
    #expect(
      row.accessibilityActionNames == [
        "default", "escape", "Favorita", "Compartir", "Descargar", "Archivar", "Oculta",
      ])
    try row.performAccessibilityAction()
    try row.performAccessibilityAction(.escape)
    for name in ["Favorita", "Compartir", "Descargar", "Archivar"] {
      try row.performAccessibilityAction(named: name)
    }
    #expect(log == ["open", "close", "favourite", "share", "download", "archive"])
  }

  /// A row with state of its own whose element a deletable `ForEach` changes: the
  /// element's handlers are copied, actions included.
  struct StarredRow: View {
    let log: (String) -> Void
    @State private var isStarred = false

    var body: some View {
      Text("Masca").accessibilityAction(named: "Destacar") { log("star") }
    }
  }

  @Test func aDeletableRowKeepsItsAccessibilityActions() throws {
    var log: [String] = []
    let list = List {
      ForEach([1], id: \.self) { _ in StarredRow { log.append($0) } }.onDelete { _ in }
    }
    try DesignInspector(list).find(text: "Masca").performAccessibilityAction(named: "Destacar")
    #expect(log == ["star"])
  }

  @Test func customActionsAreAnnouncedAndMissingOnesExplained() throws {
    let inspector = DesignInspector(RouteRow { _ in })
    #expect(inspector.accessibilityReading.contains("Anaga, Actions available"))
    let plain = DesignInspector(Text("Teide").accessibilityAction(.magicTap) {})
    #expect(!plain.accessibilityReading.contains("Actions available"))
    let error = #expect(throws: InspectionError.self) {
      try plain.find(text: "Teide").performAccessibilityAction(named: "Borrar")
    }
    #expect(error?.reason == .noAccessibilityAction("Borrar"))
    #expect(error?.description == #"The text "Teide" offers no accessibility action "Borrar"."#)
  }

  @Test func aDisabledButtonIsNoAction() throws {
    var archived = 0
    let inspector = DesignInspector(
      Text("Masca").accessibilityActions {
        Button("Archivar") { archived += 1 }.disabled(true)
      })
    let row = try inspector.find(text: "Masca")
    #expect(row.accessibilityActionNames.isEmpty)
    #expect(throws: InspectionError.self) { try row.performAccessibilityAction(named: "Archivar") }
    #expect(archived == 0)
  }

  @Test func theDefaultActionOfAButtonWithoutOneIsATap() throws {
    var taps = 0
    let inspector = DesignInspector(Button("Guardar") { taps += 1 })
    try inspector.find(button: "Guardar").performAccessibilityAction()
    #expect(taps == 1)
  }
}
