import PreviewRecords
import PureMVVMCore

/// A type `#Preview` declares so its preview can be found at run time, as SwiftUI's
/// `PreviewRegistry` is.
///
/// You never write one: `#Preview` generates it, and ``PreviewCatalog/declared()`` finds
/// every one linked into the process.
public protocol PreviewRegistry {
  /// The file the preview is declared in, `Module/File.swift`.
  static var fileID: String { get }
  /// The line of its `#Preview`.
  static var line: Int { get }
  /// The column of its `#Preview`.
  static var column: Int { get }
  /// Builds the preview.
  @MainActor static func makePreview() throws -> Preview
}

/// What `#Preview` puts in the image for discovery: a tag, a version, and a function that
/// returns its ``PreviewRegistry`` type.
public typealias PreviewRecord = (UInt32, UInt32, @convention(c) () -> UnsafeRawPointer)

/// The registries `#Preview` declared in every module linked into the process, in order
/// of module, file, line and column.
func declaredPreviewRegistries() -> [any PreviewRegistry.Type] {
  guard let start = puremvvm_previews_start(), let end = puremvvm_previews_end(), start < end
  else { return [] }
  let stride = MemoryLayout<PreviewRecord>.stride
  var registries: [any PreviewRegistry.Type] = []
  var record = start
  while record.advanced(by: stride) <= end {
    let (tag, version, registry) = record.loadUnaligned(as: PreviewRecord.self)
    if tag == previewRecordTag, version == 1,
      let type = unsafeBitCast(registry(), to: Any.Type.self) as? any PreviewRegistry.Type
    {
      registries.append(type)
    }
    record = record.advanced(by: stride)
  }
  return registries.sorted { lhs, rhs in
    (lhs.fileID, lhs.line, lhs.column) < (rhs.fileID, rhs.line, rhs.column)
  }
}

/// The tag that starts every record: `PVMP` in ASCII.
let previewRecordTag: UInt32 = 0x5056_4D50
