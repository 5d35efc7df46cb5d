import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// `.alternatingRowBackgrounds(_:)` stripes the rows of the lists below, or stops their
/// style's stripes.
@MainActor
@Suite struct AlternatingRowBackgroundsTests {
  private func list(_ style: some ListStyle = .automatic) -> some View {
    List(["Anaga", "Teide", "Teno"], id: \.self) { Text($0) }.listStyle(style)
  }

  @Test func theRowsBelowAlternate() throws {
    let view = VStack { list() }.alternatingRowBackgrounds()
    let shown = try #require(DesignInspector(view).elements.first?.childElements.first)
    #expect(shown.attributes.alternatesRowBackgrounds == true)
    #expect(HTMLRenderer().render(view).contains("class=\"list style-automatic alternating\""))
  }

  @Test func disablingThemStopsAStripedStyle() {
    let html = HTMLRenderer().render(
      list(.inset(alternatesRowBackgrounds: true)).alternatingRowBackgrounds(.disabled))
    #expect(html.contains("class=\"list style-inset\""))
    #expect(!html.contains("class=\"list style-insetStriped"))
  }

  @Test func aSidebarsRowsNeverAlternate() {
    let html = HTMLRenderer().render(list(.sidebar).alternatingRowBackgrounds())
    #expect(html.contains("class=\"list style-sidebar\""))
  }

  @Test func automaticLeavesItToTheStyle() {
    let html = HTMLRenderer().render(
      list(.bordered(alternatesRowBackgrounds: true)).alternatingRowBackgrounds(.automatic))
    #expect(html.contains("class=\"list style-borderedStriped\""))
  }
}
