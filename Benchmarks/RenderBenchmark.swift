import Foundation
import PureMVVM
import RouteListFeature

/// Text rendering of large route lists, the inspector on them, and the view model.
@MainActor
enum RenderBenchmark {
  static func routes(_ count: Int) -> [HikingRoute] {
    (0..<count).map { index in
      HikingRoute(name: "Ruta \(index) del Águila", distance: Double(index % 200) / 10 + 0.1)
    }
  }

  static func design(_ routes: [HikingRoute]) -> RouteListDesign {
    RouteListDesign(routes: routes, shortRoutesOnly: .constant(false))
  }

  static func run(into report: inout Report, quick: Bool) {
    let sizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
    var times: [Int: Double] = [:]
    for size in sizes {
      let design = design(routes(size))
      if size == sizes.last { Measure.resetPeakResidentMemory() }
      let milliseconds = Measure.milliseconds(rounds: quick ? 3 : 5) {
        blackHole(TextRenderer().render(design))
      }
      times[size] = milliseconds
      report.add(
        "render.rows_\(size)_ms", milliseconds, "ms",
        String(format: "%.0f rows/s", Double(size) / milliseconds * 1e3)
          + (size == 100_000 ? ", target ≥ 1,000,000 rows/s" : ""))
    }
    if let peak = Measure.peakResidentMegabytes() {
      report.add(
        "render.peak_rss_\(sizes.last ?? 0)_mb", peak, "MB",
        "process peak during the largest render, target < 200 MB")
    }
    if let large = times[100_000], let medium = times[10_000] {
      report.add("render.ratio_100k_10k", large / medium, "×", "target ≤ 11 (linear)")
    }
    let inspector = DesignInspector(design(routes(10_000)))
    let query = Measure.nanosecondsPerOperation(rounds: 5, iterations: quick ? 3 : 10) {
      blackHole(try? inspector.find(button: "Añadir"))
    }
    report.add("inspector.find_button_10k_us", query / 1e3, "µs/query", "linear scan of 10k rows")
  }

  static func runViewModel(into report: inout Report, quick: Bool) async {
    let count = quick ? 10_000 : 100_000
    let store = InMemoryRouteStore(routes: routes(count).shuffled())
    let viewModel = RouteListViewModel(store: store)
    let clock = ContinuousClock()
    let loadStart = clock.now
    await viewModel.load()
    let load = Measure.seconds(clock.now - loadStart) * 1e3
    viewModel.shortRoutesOnly = true
    let first = clock.measure { blackHole(viewModel.visibleRoutes) }
    let second = clock.measure { blackHole(viewModel.visibleRoutes) }
    let firstMs = Measure.seconds(first) * 1e3
    let secondMs = Measure.seconds(second) * 1e3
    report.add("viewmodel.load_sort_\(count)_ms", load, "ms", "load + sort by name")
    report.add("viewmodel.filter_first_read_ms", firstMs, "ms", "filter \(count) routes")
    report.add(
      "viewmodel.filter_second_read_ms", secondMs, "ms",
      String(
        format: "%.0f× faster than the first read, target ≥ 100×", firstMs / max(secondMs, 1e-9)))
    report.check(viewModel.visibleRoutes.allSatisfy(\.isShort), "visibleRoutes holds a long route")
  }
}
