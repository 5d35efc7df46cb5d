import Foundation
import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite struct RouteOverviewTests {
  @Test func everyPreviewMatchesItsSnapshot() async {
    await assertSnapshots(of: RouteOverview_Previews.self, width: 40)
  }

  @Test func theProgressBarIsSizedFromTheProxyOnEachDevice() {
    let inspector = DesignInspector(RouteOverview(name: "Cresta", progress: 0.5))
    let barWidth = { () -> CGFloat? in
      var width: CGFloat?
      Element.visit(inspector.elements) { element in
        if element.kind == .shape(.capsule) { width = element.attributes.frame?.width }
      }
      return width
    }
    // Half the phone's 390 points; on a tablet, half of one of two columns.
    #expect(barWidth() == 195)
    inspector.device = .tablet
    #expect(barWidth() == 256)
  }

  @Test func viewThatFitsDrawsTheLongTitleOnlyWhereItFits() {
    let wide = TextRenderer(width: 60).render(RouteOverview(name: "Cresta", progress: 0.4))
    #expect(wide.contains("Cresta · 40 % recorrido"))
    let narrow = TextRenderer(width: 20).render(RouteOverview(name: "Cresta", progress: 0.4))
    #expect(!narrow.contains("recorrido"))
    #expect(narrow.contains("Cresta"))
  }

  @Test func theInsetBarSitsBelowTheContent() {
    let lines = TextRenderer(width: 40).render(RouteOverview(name: "Cresta", progress: 0.4))
      .split(separator: "\n")
    let start = lines.firstIndex { $0.contains("Iniciar ruta") }
    let title = lines.firstIndex { $0.contains("Cresta") }
    #expect(start.map { s in title.map { s > $0 } ?? false } == true)
  }

  @Test func theHeaderExtendsUnderTheDeviceFramesBar() {
    let html = HTMLRenderer().render(RouteOverview(name: "Cresta", progress: 0.4))
    #expect(html.contains("margin-top:-28px"))
  }
}
