import Foundation
import PureMVVM
import PureMVVMTesting
import TestSupport
import Testing

// Two previews whose names are one file name once made safe, and a third.

#Preview("Café") { Text("con leche") }
#Preview("Cafe") { Text("solo") }
#Preview("Té") {
  @Previewable @State var sugar = false
  Toggle("Azúcar", isOn: $sugar)
}

/// `assertPreviewSnapshots(inModule:)` checks every `#Preview` of a module in text and
/// read aloud, in a folder of its own where a snapshot no preview uses is an error.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct AssertPreviewSnapshotsTests {
  private let module = "PureMVVMTestingTests"

  private let scratch: ScratchDirectory

  init() throws {
    scratch = try ScratchDirectory("assert-preview-snapshots")
  }

  /// A new location inside the scratch directory, not created yet.
  private func temporaryDirectory() -> URL {
    scratch.appendingPathComponent(UUID().uuidString)
  }

  private func files(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  /// Records the module's snapshots in `directory`.
  private func record(in directory: URL) async {
    await withKnownIssue {
      await assertPreviewSnapshots(
        inModule: module, width: 24, record: .missing, directory: directory)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Recorded a new snapshot") }
    }
  }

  @Test func eachPreviewGetsATextAndAReadingSnapshotEvenWhenNamesClashOnceSafe() async throws {
    let directory = temporaryDirectory()
    await record(in: directory)
    #expect(
      try files(in: directory) == [
        "Cafe-2-VoiceOver.txt", "Cafe-2.txt", "Cafe-VoiceOver.txt", "Cafe.txt",
        "Te-VoiceOver.txt", "Te.txt",
      ])
    let reading = try String(
      contentsOf: directory.appendingPathComponent("Cafe-2-VoiceOver.txt"), encoding: .utf8)
    #expect(reading.contains("solo"))
    #expect(!reading.contains("con leche"))
    await assertPreviewSnapshots(
      inModule: module, width: 24, record: .never, directory: directory)
  }

  @Test func aSnapshotNoPreviewUsesFailsByNameAndIsKept() async throws {
    let directory = temporaryDirectory()
    await record(in: directory)
    let stale = directory.appendingPathComponent("Chocolate.txt")
    try Data("old\n".utf8).write(to: stale)
    try Data("notes\n".utf8).write(to: directory.appendingPathComponent("README.md"))
    await withKnownIssue {
      await assertPreviewSnapshots(
        inModule: module, width: 24, record: .never, directory: directory)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasSuffix(
          "Chocolate.txt belongs to no #Preview of PureMVVMTestingTests: delete it (or rename it, if its preview was renamed)."
        )
      }
    }
    #expect(FileManager.default.fileExists(atPath: stale.path))
  }

  @Test func aChangedPreviewFailsAndNamesItsSnapshot() async throws {
    let directory = temporaryDirectory()
    await record(in: directory)
    try Data("stale\n".utf8).write(to: directory.appendingPathComponent("Te-VoiceOver.txt"))
    await withKnownIssue {
      await assertPreviewSnapshots(
        inModule: module, width: 24, record: .never, directory: directory)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Te-VoiceOver.txt") }
    }
  }

  @Test func aModuleWithNoPreviewsFails() async {
    await withKnownIssue {
      await assertPreviewSnapshots(inModule: "NoSuchModule", directory: temporaryDirectory())
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("No #Preview is declared in a module named NoSuchModule")
      }
    }
  }
}
