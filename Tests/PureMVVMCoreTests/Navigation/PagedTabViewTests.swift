import Foundation
import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// `.tabViewStyle(.page)` and `.indexViewStyle(.page(backgroundDisplayMode:))`: a paged
/// tab view shows one page and its index, and is swiped page by page.
@MainActor
@Suite struct PagedTabViewTests {
  private func onboarding(
    _ display: PageTabViewStyle.IndexDisplayMode = .automatic,
    background: PageIndexViewStyle.BackgroundDisplayMode = .automatic, pages: Int = 3
  ) -> some View {
    Stateful(value: 0) { page in
      TabView(selection: page) {
        ForEach(0..<pages, id: \.self) { index in
          Text("Paso \(index + 1)").tag(index)
        }
      }
      .tabViewStyle(.page(indexDisplayMode: display))
      .indexViewStyle(.page(backgroundDisplayMode: background))
    }
  }

  @Test func theCurrentPageAndItsIndexAreDrawn() throws {
    let inspector = DesignInspector(onboarding())
    #expect(inspector.texts == ["Paso 1"])
    #expect(inspector.render(width: 30).contains("● ○ ○"))
    try inspector.swipe(toPage: 2)
    #expect(inspector.texts == ["Paso 3"])
    #expect(inspector.currentPage == 2)
    #expect(inspector.render(width: 30).contains("○ ○ ●"))
  }

  @Test func theIndexFollowsItsDisplayModeAndBackground() {
    #expect(!DesignInspector(onboarding(.never)).render(width: 30).contains("●"))
    #expect(!DesignInspector(onboarding(pages: 1)).render(width: 30).contains("●"))
    #expect(DesignInspector(onboarding(.always, pages: 1)).render(width: 30).contains("●"))
    let backed = DesignInspector(onboarding(background: .always)).render(width: 30)
    #expect(backed.contains("( ● ○ ○ )"))
    let html = HTMLRenderer().render(onboarding())
    #expect(html.contains("page-index"))
    #expect(!html.contains("<nav class=\"tab-bar\""))
  }

  @Test func aSwipePastTheLastPageIsRefusedWithAReason() throws {
    let inspector = DesignInspector(onboarding())
    do {
      try inspector.swipe(toPage: 3)
      Issue.record("a page past the last was accepted")
    } catch {
      #expect(error.description.contains("the pages run from 0 to 2"))
    }
    #expect(throws: InspectionError.self) { try DesignInspector(Text("x")).swipe(toPage: 0) }
  }

  @Test func theConsoleSwipesToAPage() async {
    var output = ""
    var input = ["swipe page 1", "quit"][...]
    await DesignConsole(
      onboarding(), readLine: { input.popFirst() }, write: { output += $0 + "\n" }
    ).run()
    #expect(output.contains("Paso 2"))
    #expect(output.contains("○ ● ○"))
  }

  @Test func thePageIsReadAloudWithItsPosition() {
    let spoken = DesignInspector(onboarding()).accessibilityReading
    #expect(spoken.contains("Page") && spoken.contains("1 of 3"))
  }
}
