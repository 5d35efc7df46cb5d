import PureMVVM

/// Finding the 1,000 `#Preview`s of `DeclaredPreviews.swift` at run time, and rendering them.
@MainActor
enum DeclaredPreviewsBenchmark {
  static func run(into report: inout Report) async {
    var found = 0
    let discovery = Measure.milliseconds {
      found = PreviewCatalog.declared(inModule: "benchmarks").count
    }
    report.add(
      "previews.declared_discovery_1000_ms", discovery, "ms",
      "find the 1,000 #Preview records and build their previews")
    report.check(found == 1_000, "found \(found) declared previews, expected 1,000")
    var failures = 0
    let total = await Measure.milliseconds {
      let catalog = try? PreviewCatalog(previews: PreviewCatalog.declared(inModule: "benchmarks"))
      let results = await catalog?.renderAll() ?? []
      failures = 1_000 - results.filter { (try? $0.result.get()) != nil }.count
    }
    report.add(
      "previews.declared_render_1000_ms", total, "ms",
      "discover and render 1,000 #Preview previews; target ≤ 500 ms")
    report.check(failures == 0, "\(failures) declared previews failed to render")
  }
}
