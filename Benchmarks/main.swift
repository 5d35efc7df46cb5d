import Foundation

let groups = ["binding", "render", "viewmodel", "store", "previews"]
let usage = "Usage: benchmarks [--quick] [--json] [--only \(groups.joined(separator: "|"))]"

/// Writes `message` and the usage to standard error and exits with code 2.
func usageError(_ message: String) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n\(usage)\n".utf8))
  exit(2)
}

var options = Set<String>()
var only: String?
var rest = CommandLine.arguments.dropFirst()
while let argument = rest.popFirst() {
  switch argument {
  case "--quick", "--json": options.insert(argument)
  case "--only":
    guard only == nil else { usageError("--only is given twice") }
    guard let group = rest.popFirst(), groups.contains(group) else {
      usageError("--only needs one of \(groups.joined(separator: ", "))")
    }
    only = group
  default: usageError("unknown option \(argument)")
  }
}
let quick = options.contains("--quick")

/// Runs every benchmark once, in one process, so ratios compare like with like.
@MainActor
func runAll(quick: Bool, only: String?) async -> Report {
  var report = Report()
  let runs = { (name: String) in only == nil || only == name }
  if runs("binding") { BindingBenchmark.run(into: &report, quick: quick) }
  if runs("render") { RenderBenchmark.run(into: &report, quick: quick) }
  if runs("viewmodel") { await ViewModelBenchmark.run(into: &report, quick: quick) }
  if runs("store") {
    do {
      try await StoreBenchmark.run(into: &report, quick: quick)
    } catch {
      report.check(false, "\(error)")
    }
  }
  if runs("previews") {
    do {
      try await PreviewsBenchmark.run(into: &report)
      try PreviewsBenchmark.runSnapshots(into: &report)
      await DeclaredPreviewsBenchmark.run(into: &report)
    } catch {
      report.check(false, "\(error)")
    }
  }
  return report
}

let report = await runAll(quick: quick, only: only)

print(options.contains("--json") ? report.json : report.table)
if !report.failures.isEmpty {
  FileHandle.standardError.write(
    Data(("correctness check failed:\n" + report.failures.joined(separator: "\n") + "\n").utf8))
  exit(1)
}
