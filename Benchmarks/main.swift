import Foundation

let groups = ["binding", "render", "viewmodel", "store", "previews"]
let parts = RenderBenchmark.Part.allCases.map(\.rawValue)
let usage = """
  Usage: benchmarks [--quick] [--json] [--only \(groups.joined(separator: "|"))]
         benchmarks [--quick] [--json] --part \(parts.joined(separator: "|"))
  """

/// Writes `message` and the usage to standard error and exits with code 2.
func usageError(_ message: String) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n\(usage)\n".utf8))
  exit(2)
}

var options = Set<String>()
var only: String?
var part: RenderBenchmark.Part?
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
  case "--part":
    guard part == nil else { usageError("--part is given twice") }
    guard let name = rest.popFirst(), let named = RenderBenchmark.Part(rawValue: name) else {
      usageError("--part needs one of \(parts.joined(separator: ", "))")
    }
    part = named
  default: usageError("unknown option \(argument)")
  }
}
if part != nil, only != nil, only != "render" {
  usageError("--part names a part of the render benchmark, not of \(only ?? "")")
}
let quick = options.contains("--quick")

/// Runs every benchmark once, in one process, so ratios compare like with like; with
/// `part`, only that part of the render benchmark.
@MainActor
func runAll(quick: Bool, only: String?, part: RenderBenchmark.Part?) async -> Report {
  var report = Report()
  if let part {
    RenderBenchmark.run(into: &report, quick: quick, parts: [part])
    return report
  }
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

let report = await runAll(quick: quick, only: only, part: part)

print(options.contains("--json") ? report.json : report.table)
if !report.failures.isEmpty {
  FileHandle.standardError.write(
    Data(("correctness check failed:\n" + report.failures.joined(separator: "\n") + "\n").utf8))
  exit(1)
}
