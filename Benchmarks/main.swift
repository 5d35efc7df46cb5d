import Foundation

let usage = "Usage: benchmarks [--quick] [--json] [--only binding|render|viewmodel|previews]"
var options = Set<String>()
var only: String?
var rest = CommandLine.arguments.dropFirst()
while let argument = rest.popFirst() {
  switch argument {
  case "--quick", "--json": options.insert(argument)
  case "--only" where !rest.isEmpty: only = rest.popFirst()
  default:
    FileHandle.standardError.write(Data("error: unknown option \(argument)\n\(usage)\n".utf8))
    exit(2)
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
  if runs("viewmodel") { await RenderBenchmark.runViewModel(into: &report, quick: quick) }
  if runs("previews") {
    do {
      try await PreviewsBenchmark.run(into: &report)
      try PreviewsBenchmark.runSnapshots(into: &report)
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
