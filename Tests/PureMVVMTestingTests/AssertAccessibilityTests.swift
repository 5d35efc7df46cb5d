import Foundation
import PureMVVM
import PureMVVMTesting
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct AssertAccessibilityTests {
  enum ToolbarPreviews: PreviewProvider {
    static var previews: some View {
      Preview("Labelled") {
        Button("Borrar") {}
      }
      Preview("Icon only") {
        VStack {
          Button {
          } label: {
            Image(systemName: "trash")
          }
          Button("Guardar") {}.disabled(true)
        }
      }
    }
  }

  private let scratch: ScratchDirectory

  init() throws {
    scratch = try ScratchDirectory("assert-accessibility")
  }

  /// A new location inside the scratch directory, not created yet.
  private func temporaryDirectory() -> URL {
    scratch.appendingPathComponent(UUID().uuidString)
  }

  @Test func readingsAreRecordedPerPreviewAndThenMatch() async throws {
    let directory = temporaryDirectory()
    await withKnownIssue {
      await assertAccessibilitySnapshots(
        of: ToolbarPreviews.self, record: .missing, directory: directory)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Recorded a new snapshot") }
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        == ["Icon-only-VoiceOver.txt", "Labelled-VoiceOver.txt"])
    #expect(
      try String(
        contentsOf: directory.appendingPathComponent("Icon-only-VoiceOver.txt"), encoding: .utf8)
        == "trash, button\nGuardar, button, dimmed\n")
    await assertAccessibilitySnapshots(
      of: ToolbarPreviews.self, record: .never, directory: directory)
  }

  @Test func aChangedReadingFailsWithADiff() async throws {
    let directory = temporaryDirectory()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("Borrar\n".utf8).write(to: directory.appendingPathComponent("Labelled-VoiceOver.txt"))
    try Data("trash, button\nGuardar, button, dimmed\n".utf8)
      .write(to: directory.appendingPathComponent("Icon-only-VoiceOver.txt"))
    await withKnownIssue {
      await assertAccessibilitySnapshots(
        of: ToolbarPreviews.self, record: .never, directory: directory)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("-Borrar\n+Borrar, button") }
    }
  }

  @Test func theAuditFailsWithOneLineNamingPreviewElementAndFix() async {
    await withKnownIssue {
      await assertAccessible(ToolbarPreviews.self)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "Preview \"Icon only\": error: \"trash, button\": This button is read by its image's "
          + "name only. Add .accessibilityLabel(\"…\") saying what it does."
      ]
    }
  }

  @Test func warningsFailOnlyWhenAskedFor() async {
    await withKnownIssue {
      await assertAccessible(ToolbarPreviews.self, includingWarnings: true)
    } matching: { issue in
      issue.comments.first?.rawValue.split(separator: "\n").count == 2
        && issue.comments.first?.rawValue.contains(
          "Preview \"Icon only\": warning: \"Guardar, button, dimmed\": This button is "
            + "disabled with no reason beside it.") == true
    }
  }
}
