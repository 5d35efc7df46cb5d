import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// The list row and section modifiers compile with SwiftUI's spellings; badges draw,
/// section separators are recorded, the rest leave the drawing as it is.
@MainActor
@Suite struct ListRowAppearanceTests {
  @Test func rowAndSectionModifiersKeepTheRowsAndRecordWhatIsDrawn() throws {
    let list = List {
      Section("Hoy") {
        Text("Regar")
          .badge(3)
          .listRowSeparator(.hidden)
          .listRowSeparatorTint(.gray)
          .listRowInsets(.horizontal, 20)
          .listItemTint(.fixed(.green))
          .listItemTint(Color.red)
        Text("Barrer").badge("nuevo").badgeProminence(.increased)
      }
      .listSectionSeparator(.hidden, edges: .bottom)
      .listSectionSeparatorTint(.blue)
    }
    .listRowSpacing(4)
    .listSectionSpacing(.compact)
    .listSectionSpacing(12)
    let inspector = DesignInspector(list)
    #expect(inspector.texts == ["Hoy", "Regar", "Barrer"])
    let drawn = inspector.render(width: 30)
    #expect(drawn.contains("Regar (3)") || drawn.contains("(3)"))
    var recorded: Visibility?
    Element.visit(inspector.elements) { element in
      if let visibility = element.attributes.listSectionSeparator { recorded = visibility }
    }
    #expect(recorded == .hidden)
    #expect(ListSectionSpacing.custom(3) != .compact)
    #expect(ListItemTint.monochrome != .fixed(.red))
  }
}
