import Foundation
import PureMVVMTesting
import TestSupport
import Testing

@Suite struct SnapshotFileTests {
  private let scratch: ScratchDirectory

  init() throws {
    scratch = try ScratchDirectory("snapshots")
  }

  /// A new, empty directory inside the scratch directory.
  private func temporaryDirectory() throws -> URL {
    let url = scratch.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    return url
  }

  @Test func missingModeRecordsAMissingFileAndFailsOnce() throws {
    let file = SnapshotFile(url: try temporaryDirectory().appendingPathComponent("a.txt"))
    #expect(file.verify("hello\n", mode: .missing) == .recorded(file.url))
    #expect(try String(contentsOf: file.url, encoding: .utf8) == "hello\n")
    #expect(file.verify("hello\n", mode: .missing) == .matched)
  }

  @Test func neverModeFailsOnAMissingFileWithTheRenderingAndWritesNothing() throws {
    let file = SnapshotFile(url: try temporaryDirectory().appendingPathComponent("a.txt"))
    let outcome = file.verify("hello\n", mode: .never)
    #expect(outcome == .missing(file.url, rendered: "hello\n"))
    #expect(outcome.failureMessage?.contains("SNAPSHOT_RECORD=never") == true)
    #expect(outcome.failureMessage?.hasSuffix("Rendered:\nhello\n") == true)
    #expect(!FileManager.default.fileExists(atPath: file.url.path))
  }

  @Test func allModeRewritesAndFails() throws {
    let file = SnapshotFile(url: try temporaryDirectory().appendingPathComponent("a.txt"))
    _ = file.verify("old\n", mode: .missing)
    #expect(file.verify("new\n", mode: .all) == .rerecorded(file.url))
    #expect(try String(contentsOf: file.url, encoding: .utf8) == "new\n")
  }

  @Test func mismatchGivesAUnifiedDiffWithContext() throws {
    let file = SnapshotFile(url: try temporaryDirectory().appendingPathComponent("a.txt"))
    let old = (1...10).map { "line \($0)" }.joined(separator: "\n")
    let new = old.replacingOccurrences(of: "line 6", with: "line six")
    _ = file.verify(old, mode: .missing)
    let outcome = file.verify(new, mode: .never)
    guard case .mismatch(_, let diff) = outcome else {
      Issue.record("expected a mismatch, got \(outcome)")
      return
    }
    #expect(
      diff == """
        @@ -3,7 +3,7 @@
         line 3
         line 4
         line 5
        -line 6
        +line six
         line 7
         line 8
         line 9

        """)
  }

  @Test func distantChangesMakeSeparateHunks() throws {
    let file = SnapshotFile(url: try temporaryDirectory().appendingPathComponent("a.txt"))
    let old = (1...20).map { "\($0)" }.joined(separator: "\n")
    let new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n")
      .replacingOccurrences(of: "\n19\n", with: "\n")
    _ = file.verify(old, mode: .missing)
    guard case .mismatch(_, let diff) = file.verify(new, mode: .never) else {
      Issue.record("expected a mismatch")
      return
    }
    #expect(diff.components(separatedBy: "@@ -").count == 3)
    #expect(diff.contains("-2\n+two\n"))
    #expect(diff.contains("@@ -16,5 +16,4 @@\n 16\n 17\n 18\n-19\n 20\n"))
  }

  @Test func recordModeComesFromTheEnvironment() throws {
    #expect(try SnapshotRecordMode.current(in: [:]) == .missing)
    #expect(try SnapshotRecordMode.current(in: ["CI": "true"]) == .never)
    #expect(try SnapshotRecordMode.current(in: ["CI": "true", "SNAPSHOT_RECORD": "all"]) == .all)
    #expect(try SnapshotRecordMode.current(in: ["SNAPSHOT_RECORD": "NEVER"]) == .never)
    let error = #expect(throws: SnapshotError.invalidRecordMode("sometimes")) {
      try SnapshotRecordMode.current(in: ["SNAPSHOT_RECORD": "sometimes"])
    }
    #expect(
      error?.description
        == "SNAPSHOT_RECORD=sometimes is not a record mode; use missing, all or never.")
  }

  @Test func unwritableLocationIsReportedNotThrown() throws {
    let blocker = try temporaryDirectory().appendingPathComponent("file")
    try Data("x".utf8).write(to: blocker)
    let file = SnapshotFile(url: blocker.appendingPathComponent("a.txt"))
    guard case .ioFailure(let url, _) = file.verify("x", mode: .missing) else {
      Issue.record("expected an I/O failure")
      return
    }
    #expect(url == file.url)
  }

  @Test func orphansAreFilesNoAssertionReferenced() throws {
    let directory = try temporaryDirectory()
    let ledger = SnapshotLedger()
    let used = directory.appendingPathComponent("used.txt")
    let stale = directory.appendingPathComponent("stale.txt")
    try Data().write(to: used)
    try Data().write(to: stale)
    ledger.reference(used)
    #expect(ledger.orphans(in: directory).map(\.lastPathComponent) == ["stale.txt"])
    #expect(ledger.orphans(in: directory.appendingPathComponent("absent")).isEmpty)
  }

  @Test func directoryIsBesideTheTestFile() {
    let url = SnapshotFile.directory(forTestFile: "/repo/Tests/LoginTests/LoginPreviewTests.swift")
    #expect(url.path == "/repo/Tests/LoginTests/__Snapshots__/LoginPreviewTests")
  }
}
