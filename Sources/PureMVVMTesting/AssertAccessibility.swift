import Foundation
import PureMVVMCore
import PureMVVMPreviews
import PureMVVMRendering
import Testing

/// Asserts that every preview of a provider reads, as a screen reader would
/// (`AccessibilityRenderer`), as its stored snapshot.
///
/// Snapshots are named `<preview> (VoiceOver)` (`Logged-Out-VoiceOver.txt`), with the
/// record modes and diffs of ``assertSnapshots(of:width:record:directory:filePath:sourceLocation:)-(PreviewProvider.Type,_,_,_,_,_)``.
///
/// - Parameters:
///   - provider: The preview provider.
///   - record: Overrides the mode from the environment.
///   - directory: Overrides the snapshot folder.
///   - filePath: The calling file, which locates the folder.
///   - sourceLocation: Where a failure is reported.
@MainActor
public func assertAccessibilitySnapshots(
  of provider: any PreviewProvider.Type,
  record: SnapshotRecordMode? = nil,
  directory: URL? = nil,
  filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await assertAccessibilitySnapshots(
    of: PreviewCatalog.previews(of: provider), record: record, directory: directory,
    filePath: filePath, sourceLocation: sourceLocation)
}

/// Asserts that every preview reads aloud as its stored snapshot, named `<preview> (VoiceOver)`;
/// a failure names the preview, and its file and line when `#Preview` declared it.
///
/// - Parameters:
///   - previews: The previews, for example `PreviewCatalog.declared(inModule:)`.
///   - record: Overrides the mode from the environment.
///   - directory: Overrides the snapshot folder.
///   - filePath: The calling file, which locates the folder.
///   - sourceLocation: Where a failure is reported.
@MainActor
public func assertAccessibilitySnapshots(
  of previews: [Preview],
  record: SnapshotRecordMode? = nil,
  directory: URL? = nil,
  filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  let session = PreviewSession()
  for preview in previews {
    do {
      let reading = AccessibilityRenderer().render(try await session.elements(for: preview))
      assertSnapshot(
        of: reading, named: "\(preview.name) (VoiceOver)", record: record,
        directory: directory, filePath: filePath, sourceLocation: sourceLocation)
    } catch {
      Issue.record(Comment(rawValue: preview.failure(error)), sourceLocation: sourceLocation)
    }
  }
}

/// Asserts that no preview of a provider has an accessibility error
/// (`AccessibilityAudit`).
///
/// Fails with one line per finding, naming the preview, the element and the fix:
/// `Preview "Toolbar": error: "trash, button": This button is read by its image's name
/// only. Add .accessibilityLabel("…") saying what it does.`
///
/// - Parameters:
///   - provider: The preview provider.
///   - includingWarnings: Whether warnings fail too; `false` by default.
///   - sourceLocation: Where a failure is reported.
@MainActor
public func assertAccessible(
  _ provider: any PreviewProvider.Type,
  includingWarnings: Bool = false,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await assertAccessible(
    PreviewCatalog.previews(of: provider), includingWarnings: includingWarnings,
    sourceLocation: sourceLocation)
}

/// Asserts that no preview has an accessibility problem, as the form taking a provider does.
///
/// - Parameters:
///   - previews: The previews.
///   - includingWarnings: Whether warnings fail too.
///   - sourceLocation: Where a failure is reported.
@MainActor
public func assertAccessible(
  _ previews: [Preview],
  includingWarnings: Bool = false,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  let catalog: PreviewCatalog
  do {
    catalog = try PreviewCatalog(previews: previews)
  } catch {
    Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
    return
  }
  var lines: [String] = []
  for (name, result) in await catalog.auditAll() {
    switch result {
    case .success(let findings):
      for finding in findings where includingWarnings || finding.severity == .error {
        lines.append("Preview \"\(name)\": \(finding)")
      }
    case .failure(let error):
      lines.append("Preview \"\(name)\": \(error)")
    }
  }
  if !lines.isEmpty {
    Issue.record(Comment(rawValue: lines.joined(separator: "\n")), sourceLocation: sourceLocation)
  }
}
