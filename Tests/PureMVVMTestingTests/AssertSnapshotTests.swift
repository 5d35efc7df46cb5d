import Foundation
import PureMVVM
import PureMVVMTesting
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct AssertSnapshotTests {
  enum CounterPreviews: PreviewProvider {
    static var previews: some View {
      Preview("Zero") { Text("Count: 0") }
      Preview("Águila / Ñandú") { Text("Count: 1") }
    }
  }

  private let scratch: ScratchDirectory

  init() throws {
    scratch = try ScratchDirectory("assert-snapshot")
  }

  /// A new location inside the scratch directory, not created yet.
  private func temporaryDirectory() -> URL {
    scratch.appendingPathComponent(UUID().uuidString)
  }

  @Test func everyPreviewGetsOneSnapshotNamedAfterItAndMatchesIt() async throws {
    let directory = temporaryDirectory()
    await withKnownIssue {
      await assertSnapshots(
        of: CounterPreviews.self, width: 20, record: .missing, directory: directory)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Recorded a new snapshot") }
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        == ["Aguila-Nandu.txt", "Zero.txt"])
    #expect(
      try String(contentsOf: directory.appendingPathComponent("Zero.txt"), encoding: .utf8)
        == """
        ┌──────────────────┐
        │     Count: 0     │
        └──────────────────┘

        """)
    await assertSnapshots(of: CounterPreviews.self, width: 20, record: .never, directory: directory)
  }

  @Test func aPreviewThatNoLongerMatchesFailsWithADiff() async throws {
    let directory = temporaryDirectory()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("stale\n".utf8).write(to: directory.appendingPathComponent("Zero.txt"))
    try Data(TextRenderer(width: 20).render(Text("Count: 1")).utf8)
      .write(to: directory.appendingPathComponent("Aguila-Nandu.txt"))
    await withKnownIssue {
      await assertSnapshots(
        of: CounterPreviews.self, width: 20, record: .never, directory: directory)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("-stale\n+┌──") }
    }
  }

  @Test func neverModeFailsOnAMissingSnapshotWithTheRenderingAndWritesNothing() {
    let directory = temporaryDirectory()
    let rendering = TextRenderer().render(Text("Hi"))
    withKnownIssue {
      assertSnapshot(of: Text("Hi"), named: "greeting", record: .never, directory: directory)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("SNAPSHOT_RECORD=never forbids")
          && $0.rawValue.hasSuffix("Rendered:\n" + rendering)
      }
    }
    #expect(!FileManager.default.fileExists(atPath: directory.path))
  }

  @Test func missingModeRecordsThenPasses() {
    let directory = temporaryDirectory()
    withKnownIssue {
      assertSnapshot(of: Text("Hi"), named: "greeting", record: .missing, directory: directory)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Recorded a new snapshot") }
    }
    assertSnapshot(of: Text("Hi"), named: "greeting", record: .never, directory: directory)
  }

  @Test func allModeReRecordsAndFails() {
    let directory = temporaryDirectory()
    withKnownIssue {
      assertSnapshot(of: Text("Hi"), named: "greeting", record: .missing, directory: directory)
    }
    withKnownIssue {
      assertSnapshot(of: Text("Ho"), named: "greeting", record: .all, directory: directory)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Re-recorded the snapshot") }
    }
    assertSnapshot(of: Text("Ho"), named: "greeting", record: .never, directory: directory)
  }

  @Test func mismatchFailsAtTheCallerWithADiff() {
    let directory = temporaryDirectory()
    withKnownIssue {
      assertSnapshot(of: Text("Hi"), named: "greeting", record: .missing, directory: directory)
    }
    let centred = String(repeating: " ", count: 17)
    let line = #line + 2
    withKnownIssue {
      assertSnapshot(of: Text("Ho"), named: "greeting", record: .never, directory: directory)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.contains {
          $0.rawValue.contains("-│ \(centred)Hi") && $0.rawValue.contains("+│ \(centred)Ho")
        }
    }
  }
}
