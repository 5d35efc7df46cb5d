import PureMVVM

/// Finding the 100 `#Preview`s of `DeclaredPreviews.swift` at run time, and rendering them;
/// the rows give the time per 1,000 (ten times the measured time: both are linear).
@MainActor
enum DeclaredPreviewsBenchmark {
  static func run(into report: inout Report) async {
    var found = 0
    let discovery = Measure.milliseconds {
      found = PreviewCatalog.declared(inModule: "benchmarks").count
    }
    report.add(
      "previews.declared_discovery_1000_ms", discovery * 10, "ms",
      "find #Preview records and build their previews, per 1,000 (10 × 100 measured)")
    report.check(found == 100, "found \(found) declared previews, expected 100")
    var failures = 0
    let total = await Measure.milliseconds {
      let catalog = try? PreviewCatalog(previews: PreviewCatalog.declared(inModule: "benchmarks"))
      let results = await catalog?.renderAll() ?? []
      failures = 100 - results.filter { (try? $0.result.get()) != nil }.count
    }
    report.add(
      "previews.declared_render_1000_ms", total * 10, "ms",
      "discover and render #Preview previews, per 1,000 (10 × 100 measured); target ≤ 500 ms")
    report.check(failures == 0, "\(failures) declared previews failed to render")
    await runSuite(into: &report)
  }

  /// A snapshot suite of `#Preview`s as a test target runs it: find the previews, render
  /// each in a new session and compare it with its stored snapshot.
  private static func runSuite(into report: inout Report) async {
    var matched: [Int] = []
    var total: Double?
    do {
      let catalog = try PreviewCatalog(previews: PreviewCatalog.declared(inModule: "benchmarks"))
      let discovery = Measure.milliseconds {
        blackHole(PreviewCatalog.declared(inModule: "benchmarks"))
      }
      total =
        try await PreviewsBenchmark.measureSuite(of: catalog) { matched.append($0) } + discovery
    } catch {
      report.check(false, "the #Preview snapshot suite failed: \(error)")
    }
    report.add(
      "previews.declared_suite_1000_ms", (total ?? .nan) * 10, "ms",
      "discover, render and compare with their snapshots #Preview previews, per 1,000 "
        + "(10 × 100 measured); target ≤ 100 ms")
    report.check(matched.allSatisfy { $0 == 100 }, "\(matched) of 100 #Preview snapshots matched")
  }
}
