import Foundation
import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite struct SpacingTokensTests {
  @Test func everyPreviewMatchesItsSnapshot() async {
    await assertSnapshots(of: SpacingTokens_Previews.self, width: 40)
  }

  @Test func cgFloatTokensReachTheElementsAsPoints() throws {
    let inspector = DesignInspector(SpacingTokens(title: "Rutas", rows: ["Cresta"]))
    let row = try inspector.find(text: "Cresta").element.attributes
    #expect(row.padding == EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    let title = try inspector.find(text: "Rutas").element.attributes
    #expect(title.font?.size == 24)
  }

  @Test func computedLengthsDrawAtTheirColumns() {
    let lines = DesignInspector(SpacingTokens(title: "Rutas", rows: ["Cresta"]))
      .render(width: 40).split(separator: "\n", omittingEmptySubsequences: false)
    // 20 points of insets and 20 of padding are 5 columns, the row's own 20 points 3 more
    // (8 points a column, halves rounded up), after the frame's margin column.
    #expect(lines.contains { $0.hasPrefix("│" + String(repeating: " ", count: 9) + "Cresta") })
    // A 48-point avatar is 6 columns and `.rowSpacing * 2` (16 points) 2 more.
    #expect(lines.contains { $0.hasPrefix("│" + String(repeating: " ", count: 14) + "Rutas") })
  }
}
