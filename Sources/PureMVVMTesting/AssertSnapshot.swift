import Foundation
import PureMVVMCore
import PureMVVMPreviews
import PureMVVMRendering
import Testing

/// Asserts that a design renders as its stored text snapshot.
///
/// The snapshot is `__Snapshots__/<TestFileName>/<name>.txt` beside the calling test file.
/// Whether a missing snapshot is recorded follows ``SnapshotRecordMode`` (from
/// `SNAPSHOT_RECORD`, or `never` when `CI` is set). A difference fails at the caller with a
/// unified line diff.
///
/// ```swift
/// @MainActor @Test func loggedOut() {
///   assertSnapshot(of: LoginDesign(…), named: "logged-out")
/// }
/// ```
///
/// - Parameters:
///   - design: The design, resolved with fresh state.
///   - name: The snapshot's name; it is made a safe file name.
///   - width: The rendering width.
///   - record: Overrides the mode from the environment.
///   - directory: Overrides the snapshot folder.
///   - filePath: The calling file, which locates the folder.
///   - sourceLocation: Where a failure is reported.
@MainActor
public func assertSnapshot(
  of design: some View,
  named name: String,
  width: Int = 40,
  record: SnapshotRecordMode? = nil,
  directory: URL? = nil,
  filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  assertSnapshot(
    of: TextRenderer(width: width).render(design), named: name, record: record,
    directory: directory, filePath: filePath, sourceLocation: sourceLocation)
}

/// Asserts that a text matches its stored snapshot.
///
/// - Parameters:
///   - text: The text, for example a rendering.
///   - name: The snapshot's name; it is made a safe file name.
///   - record: Overrides the mode from the environment.
///   - directory: Overrides the snapshot folder.
///   - filePath: The calling file, which locates the folder.
///   - sourceLocation: Where a failure is reported.
public func assertSnapshot(
  of text: String,
  named name: String,
  record: SnapshotRecordMode? = nil,
  directory: URL? = nil,
  filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let mode = resolvedMode(record, sourceLocation: sourceLocation) else { return }
  let folder = directory ?? SnapshotFile.directory(forTestFile: filePath)
  let file = SnapshotFile(url: folder.appendingPathComponent(SnapshotName.fileName(for: name)))
  if let message = file.verify(text, mode: mode).failureMessage {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}

/// Asserts that every preview of a provider renders as its stored snapshot.
///
/// Each preview's snapshot is named after the preview (made a safe, unique file name).
/// The previews share one `PreviewSession`, so shared contexts are built once. A preview
/// that fails to build fails the test with its error; the others are still checked.
///
/// - Parameters:
///   - provider: The preview provider.
///   - width: The rendering width.
///   - record: Overrides the mode from the environment.
///   - directory: Overrides the snapshot folder.
///   - filePath: The calling file, which locates the folder.
///   - sourceLocation: Where a failure is reported.
@MainActor
public func assertSnapshots(
  of provider: any PreviewProvider.Type,
  width: Int = 40,
  record: SnapshotRecordMode? = nil,
  directory: URL? = nil,
  filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await assertSnapshots(
    of: PreviewCatalog.previews(of: provider), width: width, record: record,
    directory: directory, filePath: filePath, sourceLocation: sourceLocation)
}

/// Asserts that every preview renders as its stored snapshot, as the form taking a provider
/// does; a failure names the preview, and its file and line when `#Preview` declared it.
///
/// - Parameters:
///   - previews: The previews, for example `PreviewCatalog.declared(inModule:)`.
///   - width: The rendering width.
///   - record: Overrides the mode from the environment.
///   - directory: Overrides the snapshot folder.
///   - filePath: The calling file, which locates the folder.
///   - sourceLocation: Where a failure is reported.
@MainActor
public func assertSnapshots(
  of previews: [Preview],
  width: Int = 40,
  record: SnapshotRecordMode? = nil,
  directory: URL? = nil,
  filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  let session = PreviewSession()
  let names = SnapshotName.uniqueNames(for: previews.map(\.name))
  for (preview, name) in zip(previews, names) {
    do {
      let rendered = try await session.render(preview, width: width)
      assertSnapshot(
        of: rendered, named: name, record: record, directory: directory, filePath: filePath,
        sourceLocation: sourceLocation)
    } catch {
      Issue.record(Comment(rawValue: preview.failure(error)), sourceLocation: sourceLocation)
    }
  }
}

extension Preview {
  /// What a failure of this preview says: its name, where it is declared, the error.
  func failure(_ error: some Error) -> String {
    guard let source else { return "\(error)" }
    return "Preview \"\(name)\" (\(source.fileID):\(source.line)): \(error)"
  }
}

private func resolvedMode(
  _ record: SnapshotRecordMode?, sourceLocation: SourceLocation
) -> SnapshotRecordMode? {
  if let record { return record }
  do {
    return try SnapshotRecordMode.current(in: ProcessInfo.processInfo.environment)
  } catch {
    Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
    return nil
  }
}
