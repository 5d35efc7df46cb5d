import Foundation
import PureMVVM
import PureMVVMTesting

/// Counts `makeSharedContext()` calls across the synthetic modifiers.
@MainActor
enum ContextBuilds {
  static var count = 0
}

/// One of ten modifier types, told apart by `Tag`.
struct SyntheticModifier<Tag>: PreviewModifier {
  static func makeSharedContext() -> String {
    ContextBuilds.count += 1
    return String(describing: Tag.self)
  }

  func body(content: Content, context: String) -> some View {
    VStack {
      Text(context)
      content
    }
  }
}

/// A catalog of 1,000 previews over 10 modifier types; and 1,000 snapshot comparisons.
@MainActor
enum PreviewsBenchmark {
  static let traits: [PreviewTrait<Preview.ViewTraits>] = [
    .modifier(SyntheticModifier<Int8>()), .modifier(SyntheticModifier<Int16>()),
    .modifier(SyntheticModifier<Int32>()), .modifier(SyntheticModifier<Int64>()),
    .modifier(SyntheticModifier<UInt8>()), .modifier(SyntheticModifier<UInt16>()),
    .modifier(SyntheticModifier<UInt32>()), .modifier(SyntheticModifier<UInt64>()),
    .modifier(SyntheticModifier<Float>()), .modifier(SyntheticModifier<Double>()),
  ]

  static func run(into report: inout Report) async throws {
    let catalog = try PreviewCatalog(previews: previews())
    await runRender(catalog, into: &report)
    try await runSuite(catalog, into: &report)
  }

  /// 1,000 previews, each a stateful row under one of the ten modifiers.
  private static func previews() -> [Preview] {
    (0..<1_000).map { index in
      Preview("Preview \(index)", traits: traits[index % traits.count]) {
        Stateful(value: index) { value in
          HStack {
            Text("Value")
            Spacer()
            Text("\(value.wrappedValue)")
          }
        }
      }
    }
  }

  private static func runRender(_ catalog: PreviewCatalog, into report: inout Report) async {
    var failures = 0
    var builds: [Int] = []
    let milliseconds = await Measure.milliseconds {
      ContextBuilds.count = 0
      let results = await catalog.renderAll()
      failures += results.filter { (try? $0.result.get()) == nil }.count
      builds.append(ContextBuilds.count)
    }
    report.add("previews.render_1000_ms", milliseconds, "ms", "1,000 previews, 10 modifier types")
    report.add(
      "previews.context_builds", Double(builds.max() ?? 0), "calls",
      "per session (one per round), must be exactly 10")
    report.check(builds.allSatisfy { $0 == 10 }, "built \(builds) contexts per round, expected 10")
    report.check(failures == 0, "\(failures) synthetic preview renders failed")
  }

  /// The whole snapshot suite: a new session builds the contexts, every preview renders
  /// and is compared with its stored snapshot, as `assertSnapshots(of:)` does.
  private static func runSuite(_ catalog: PreviewCatalog, into report: inout Report) async throws {
    var matched: [Int] = []
    let milliseconds = try await measureSuite(of: catalog) { matched.append($0) }
    report.add(
      "snapshots.suite_1000_ms", milliseconds, "ms",
      "build contexts, render and compare 1,000 previews; target < 2,000 ms")
    report.check(matched.allSatisfy { $0 == 1_000 }, "\(matched) of 1,000 previews matched")
  }

  /// Records a snapshot of every preview of `catalog` in a new directory, then times
  /// rendering them all in a new session and comparing each with its snapshot; `matched`
  /// receives the number that matched, once per round.
  static func measureSuite(
    of catalog: PreviewCatalog, matched: (Int) -> Void
  ) async throws -> Double {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let names = SnapshotName.uniqueNames(for: catalog.previews.map(\.name))
    let files = names.map {
      SnapshotFile(url: directory.appendingPathComponent(SnapshotName.fileName(for: $0)))
    }
    let verify = {
      (renderings: [(name: String, result: Result<String, PreviewError>)], mode: SnapshotRecordMode)
      in
      zip(files, renderings).filter { file, rendering in
        (try? rendering.result.get()).map { file.verify($0, mode: mode).passed } ?? false
      }.count
    }
    _ = verify(await catalog.renderAll(), .missing)
    return await Measure.milliseconds {
      matched(verify(await catalog.renderAll(in: PreviewSession()), .never))
    }
  }

  private static func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshot-benchmark-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  static func runSnapshots(into report: inout Report) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let renderings = (0..<1_000).map { TextRenderer().render(Text("Snapshot \($0)")) }
    let files = renderings.indices.map {
      SnapshotFile(url: directory.appendingPathComponent("snapshot-\($0).txt"))
    }
    for (file, rendering) in zip(files, renderings) { _ = file.verify(rendering, mode: .missing) }
    var matched = 0
    let milliseconds = Measure.milliseconds {
      matched = zip(files, renderings).filter { $0.verify($1, mode: .never).passed }.count
    }
    report.add("snapshots.compare_1000_ms", milliseconds, "ms", "target < 1,000 ms")
    report.check(matched == 1_000, "\(matched) of 1,000 snapshots matched")
  }
}
