import PureMVVMCore
import PureMVVMRendering
import Testing

/// UIKit colour names in SwiftUI's spellings, painted as iOS paints them.
@MainActor
@Suite struct UIKitColorTests {
  @Test func systemColoursAreTheirSwiftUITwins() {
    #expect(Color(.systemGray) == .gray)
    #expect(Color(uiColor: .label) == .primary)
    #expect(Color(UIColor.systemRed) == .red)
    #expect(Color(.red) == Color(red: 1, green: 0, blue: 0))
    #expect(Color(uiColor: UIColor(white: 0.5, alpha: 0.5)) == Color(white: 0.5, opacity: 0.5))
  }

  @Test func groupedBackgroundsArePaintedInTheLightAppearance() {
    let html = HTMLRenderer.phoneBody(
      of: VStack {
        Rectangle().fill(Color(.systemGroupedBackground))
        Circle().stroke(Color(uiColor: .separator), lineWidth: 1)
      })
    #expect(html.contains("background:#f2f2f7"))
    #expect(html.contains("border:1px solid rgba(60,60,67,0.29)"))
  }
}
