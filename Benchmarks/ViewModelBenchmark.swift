import PureMVVM
import RouteListFeature

/// The route list view model over a large store: loading and sorting, and the filter.
@MainActor
enum ViewModelBenchmark {
  static func run(into report: inout Report, quick: Bool) async {
    let count = quick ? 10_000 : 100_000
    let routes = RenderBenchmark.routes(count).shuffled()
    let store = InMemoryRouteStore(routes: routes)
    var viewModel = RouteListViewModel(store: store)
    let load = await Measure.milliseconds {
      viewModel = RouteListViewModel(store: store)
      await viewModel.load()
    }
    report.add("viewmodel.load_sort_\(count)_ms", load, "ms", "load + sort by name")

    let first = Measure.milliseconds {
      viewModel.shortRoutesOnly = false
      viewModel.shortRoutesOnly = true
      blackHole(viewModel.visibleRoutes)
    }
    let reads = 10_000
    let second = Measure.nanosecondsPerOperation(iterations: reads) {
      blackHole(viewModel.visibleRoutes)
    }
    report.add("viewmodel.filter_first_read_ms", first, "ms", "filter \(count) routes")
    report.add(
      "viewmodel.filter_second_read_ns", second, "ns",
      String(
        format: "%.0f× faster than the first read (a batch of %d reads, divided), target ≥ 100×",
        first * 1e6 / max(second, 1e-9), reads))

    let visible = viewModel.visibleRoutes
    let expected = routes.filter(\.isShort).count
    report.check(
      visible.count == expected && expected > 0 && visible.allSatisfy(\.isShort),
      "visibleRoutes holds \(visible.count) routes, expected the \(expected) short ones")
  }
}
