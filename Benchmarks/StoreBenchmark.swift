import Foundation
import PureMVVM
import RouteListFeature

/// The route list over a large route file: starting up and adding one route, end to end.
@MainActor
enum StoreBenchmark {
  static func run(into report: inout Report, quick: Bool) async throws {
    let count = quick ? 10_000 : 100_000
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("routes-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("routes.json")
    try await FileRouteStore(url: url).replaceAll(with: RenderBenchmark.routes(count).shuffled())
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0

    var viewModel = RouteListViewModel(store: FileRouteStore(url: url))
    var screen = ""
    let start = await Measure.milliseconds {
      viewModel = RouteListViewModel(store: FileRouteStore(url: url))
      await viewModel.load()
      screen = TextRenderer(page: RowPage(size: 50)).render(RouteListScreen(viewModel: viewModel))
    }
    report.add(
      "store.start_\(count)_ms", start, "ms",
      String(
        format:
          "load a %.1f MB file, sort, draw the first screen (50 rows, as the console does); target ≤ 1,000 ms",
        Double(size) / 1e6))

    var added = 0
    let add = await Measure.milliseconds {
      added += 1
      blackHole(await viewModel.add(name: "Nueva ruta \(added)", distance: 5))
    }
    report.add(
      "store.add_\(count)_ms", add, "ms",
      "lock, re-read, validate, write, show; target ≤ 300 ms")
    report.check(
      viewModel.routes.count == count + added && viewModel.errorMessage == nil,
      "after \(added) adds the list holds \(viewModel.routes.count) routes, expected \(count + added)"
    )
    blackHole(screen)
  }
}
