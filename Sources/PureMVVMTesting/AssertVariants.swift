import Foundation
import PureMVVMCore
import PureMVVMInspection
import PureMVVMPreviews
import PureMVVMRendering
import Testing

/// Asserts that every preview of a provider, under every variant, renders as its stored
/// snapshot.
///
/// Snapshots are named `<preview> @ <variant>` (`Logged-Out-32-columns-pseudo-localized.txt`).
/// Each variant builds the preview afresh, so variants never share state.
///
/// - Parameters:
///   - provider: The preview provider.
///   - variants: The variants, such as ``SnapshotVariant/standard``.
///   - record: Overrides the mode from the environment.
///   - directory: Overrides the snapshot folder.
///   - filePath: The calling file, which locates the folder.
///   - sourceLocation: Where a failure is reported.
@MainActor
public func assertSnapshots(
  of provider: any PreviewProvider.Type,
  variants: [SnapshotVariant],
  record: SnapshotRecordMode? = nil,
  directory: URL? = nil,
  filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await assertSnapshots(
    of: PreviewCatalog.previews(of: provider), variants: variants, record: record,
    directory: directory, filePath: filePath, sourceLocation: sourceLocation)
}

/// Asserts that every preview renders as its stored snapshot in each variant, as the form
/// taking a provider does.
///
/// - Parameters:
///   - previews: The previews.
///   - variants: The widths and settings to render each preview at.
///   - record: Overrides the mode from the environment.
///   - directory: Overrides the snapshot folder.
///   - filePath: The calling file, which locates the folder.
///   - sourceLocation: Where a failure is reported.
@MainActor
public func assertSnapshots(
  of previews: [Preview],
  variants: [SnapshotVariant],
  record: SnapshotRecordMode? = nil,
  directory: URL? = nil,
  filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await eachVariant(of: previews, variants, sourceLocation: sourceLocation) {
    name, variant, elements in
    assertSnapshot(
      of: TextRenderer(width: variant.width).render(elements), named: "\(name) @ \(variant)",
      record: record, directory: directory, filePath: filePath, sourceLocation: sourceLocation)
  }
}

/// Asserts that no preview of a provider, under any variant, has a text cut with `…`: a
/// text or control label too long for its line, or past its `lineLimit`.
///
/// Fails with one line per cut text, naming the preview, the variant and the text:
/// `Preview "Logged Out" at 32 columns, pseudo-localized: "[Ûšéŕñåɱé ····]" is cut.`
///
/// - Parameters:
///   - provider: The preview provider.
///   - variants: The variants; ``SnapshotVariant/standard`` by default.
///   - sourceLocation: Where a failure is reported.
@MainActor
public func assertNoTruncation(
  of provider: any PreviewProvider.Type,
  variants: [SnapshotVariant] = SnapshotVariant.standard,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await assertNoTruncation(
    of: PreviewCatalog.previews(of: provider), variants: variants, sourceLocation: sourceLocation)
}

/// Asserts that no preview cuts a text in any variant, as the form taking a provider does.
///
/// - Parameters:
///   - previews: The previews.
///   - variants: The widths and settings to render each preview at.
///   - sourceLocation: Where a failure is reported.
@MainActor
public func assertNoTruncation(
  of previews: [Preview],
  variants: [SnapshotVariant] = SnapshotVariant.standard,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  var failures: [String] = []
  await eachVariant(of: previews, variants, sourceLocation: sourceLocation) {
    name, variant, elements in
    var truncations: [String] = []
    _ = TextRenderer(width: variant.width).render(elements, truncations: &truncations)
    for text in truncations {
      failures.append("Preview \"\(name)\" at \(variant): \"\(text)\" is cut.")
    }
  }
  if !failures.isEmpty {
    Issue.record(
      Comment(rawValue: failures.joined(separator: "\n")), sourceLocation: sourceLocation)
  }
}

/// Calls `body` with the elements of every preview built afresh under every variant; a
/// preview that fails to build fails the test with its error.
@MainActor
private func eachVariant(
  of previews: [Preview], _ variants: [SnapshotVariant],
  sourceLocation: SourceLocation,
  _ body: (String, SnapshotVariant, [Element]) -> Void
) async {
  let session = PreviewSession()
  for preview in previews {
    for variant in variants {
      do {
        let inspector = DesignInspector(try await session.design(for: preview))
        variant.apply(to: &inspector.environment)
        body(preview.name, variant, inspector.elements)
      } catch {
        Issue.record(Comment(rawValue: preview.failure(error)), sourceLocation: sourceLocation)
      }
    }
  }
}
