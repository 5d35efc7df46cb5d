import Foundation
import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// A hidden navigation bar draws and reads no title and no back button, in both spellings.
@MainActor
@Suite struct NavigationBarHiddenTests {
  private struct Screen: View {
    let hidesBar: Bool

    var body: some View {
      NavigationStack {
        NavigationLink("Cares") {
          Text("Cares detail").navigationTitle("Cares").navigationBarHidden(hidesBar)
        }
        .navigationTitle("Rutas")
        .toolbar(hidesBar ? .hidden : .visible, for: .navigationBar)
      }
    }
  }

  @Test func aHiddenBarDrawsNoTitleAndNoBackButton() throws {
    let shown = DesignInspector(Screen(hidesBar: false))
    #expect(shown.render(width: 30).contains("Rutas"))
    let hidden = DesignInspector(Screen(hidesBar: true))
    #expect(!hidden.render(width: 30).contains("Rutas"))
    // The frame's top, the link, the frame's bottom: no title and no rule under it.
    #expect(hidden.render(width: 30).split(separator: "\n").count == 3)
    try hidden.find(navigationLink: "Cares").tap()
    let detail = hidden.render(width: 30)
    #expect(detail.contains("Cares detail"))
    #expect(!detail.contains("‹"))
    #expect(hidden.navigationPath.count == 2)
    try hidden.back()
    #expect(hidden.navigationPath.count == 1)
  }

  @Test func htmlAndReadingLeaveTheHiddenTitleOut() {
    let html = HTMLRenderer().render(Screen(hidesBar: true))
    #expect(!html.contains("<h3 class=\"navigation-title"))
    #expect(HTMLRenderer().render(Screen(hidesBar: false)).contains("<h3 class=\"navigation-title"))
    let reading = DesignInspector(Screen(hidesBar: true)).accessibilityReading
    #expect(!reading.contains("Rutas"))
  }
}
