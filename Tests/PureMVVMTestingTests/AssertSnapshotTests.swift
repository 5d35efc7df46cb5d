import Foundation
import PureMVVM
import PureMVVMPreviews
import PureMVVMTesting
import Testing

@MainActor
@Suite struct AssertSnapshotTests {
  enum CounterPreviews: PreviewProvider {
    static var previews: [Preview] {
      [
        Preview("Zero") { Text("Count: 0") },
        Preview("Águila / Ñandú") { Text("Count: 1") },
      ]
    }
  }

  private func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("assert-snapshot-\(UUID().uuidString)")
  }

  @Test func everyPreviewMatchesItsCheckedInSnapshot() async {
    await assertSnapshots(of: CounterPreviews.self, width: 20)
    let directory = SnapshotFile.directory(forTestFile: #filePath)
    let stale = SnapshotLedger.shared.orphans(in: directory).map(\.lastPathComponent)
    #expect(!stale.contains("Zero.txt"))
    #expect(!stale.contains("Aguila-Nandu.txt"))
  }

  @Test func neverModeFailsOnAMissingSnapshot() {
    let directory = temporaryDirectory()
    withKnownIssue {
      assertSnapshot(of: Text("Hi"), named: "greeting", record: .never, directory: directory)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("SNAPSHOT_RECORD=never forbids") }
    }
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
    let line = #line + 2
    withKnownIssue {
      assertSnapshot(of: Text("Ho"), named: "greeting", record: .never, directory: directory)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.contains {
          $0.rawValue.contains("-│ Hi") && $0.rawValue.contains("+│ Ho")
        }
    }
  }
}
