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
  static let traits: [PreviewTrait] = [
    .modifier(SyntheticModifier<Int8>()), .modifier(SyntheticModifier<Int16>()),
    .modifier(SyntheticModifier<Int32>()), .modifier(SyntheticModifier<Int64>()),
    .modifier(SyntheticModifier<UInt8>()), .modifier(SyntheticModifier<UInt16>()),
    .modifier(SyntheticModifier<UInt32>()), .modifier(SyntheticModifier<UInt64>()),
    .modifier(SyntheticModifier<Float>()), .modifier(SyntheticModifier<Double>()),
  ]

  static func run(into report: inout Report) async throws {
    let previews = (0..<1_000).map { index in
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
    let catalog = try PreviewCatalog(previews: previews)
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

  static func runSnapshots(into report: inout Report) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshot-benchmark-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
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
