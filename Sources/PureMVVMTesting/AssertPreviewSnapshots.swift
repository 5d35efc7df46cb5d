import Foundation
import PureMVVMCore
import PureMVVMPreviews
import PureMVVMRendering
import Testing

/// Asserts that every preview `#Preview` declared in `module` renders, and reads aloud, as
/// its stored snapshots: one call for all of a module's previews.
///
/// ```swift
/// @MainActor @Test func previewsMatchTheirSnapshots() async {
///   await assertPreviewSnapshots(inModule: "RouteListFeature")
/// }
/// ```
///
/// Each preview has two snapshots in a folder of the module's own,
/// `__Snapshots__/<TestFile>/<module>/` beside the calling test file: `<name>.txt` (its
/// text rendering) and `<name>-VoiceOver.txt` (its reading). Shared contexts are built once
/// per modifier type for all of them. A failure names the preview and where it is
/// declared; a module with no previews fails too (its name may be misspelt, or the module
/// not linked into the test target).
///
/// The folder belongs to this call: a `.txt` file in it that no preview uses (its preview
/// was renamed or deleted) fails the test with its name, so stale snapshots do not pile up.
/// It is reported, never deleted.
///
/// - Parameters:
///   - module: The module's name.
///   - width: The rendering width.
///   - record: Overrides the mode from the environment.
///   - directory: Overrides the snapshot folder (it still belongs to this call).
///   - filePath: The calling file, which locates the folder.
///   - sourceLocation: Where a failure is reported.
@MainActor
public func assertPreviewSnapshots(
  inModule module: String,
  width: Int = 40,
  record: SnapshotRecordMode? = nil,
  directory: URL? = nil,
  filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  let previews = PreviewCatalog.declared(inModule: module)
  guard !previews.isEmpty else {
    Issue.record(
      "No #Preview is declared in a module named \(module) linked into this test.",
      sourceLocation: sourceLocation)
    return
  }
  let folder =
    directory
    ?? SnapshotFile.directory(forTestFile: filePath).appendingPathComponent(
      SnapshotName.folderName(for: module))
  let session = PreviewSession()
  let names = SnapshotName.uniqueNames(for: previews.map(\.name))
  for (preview, name) in zip(previews, names) {
    do {
      let rendered = try await session.render(preview, width: width)
      assertSnapshot(
        of: rendered, named: name, record: record, directory: folder,
        sourceLocation: sourceLocation)
      let reading = AccessibilityRenderer().render(try await session.elements(for: preview))
      assertSnapshot(
        of: reading, named: "\(name) (VoiceOver)", record: record, directory: folder,
        sourceLocation: sourceLocation)
    } catch {
      Issue.record(Comment(rawValue: preview.failure(error)), sourceLocation: sourceLocation)
    }
  }
  let used = Set(names.flatMap { [$0, "\($0) (VoiceOver)"].map(SnapshotName.fileName(for:)) })
  for orphan in SnapshotFile.textFiles(in: folder) where !used.contains(orphan.lastPathComponent) {
    Issue.record(
      "\(orphan.path) belongs to no #Preview of \(module): delete it (or rename it, if its preview was renamed).",
      sourceLocation: sourceLocation)
  }
}
