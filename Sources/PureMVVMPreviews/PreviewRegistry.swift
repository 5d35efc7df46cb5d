import PreviewRecords
import PureMVVMCore

/// A type `#Preview` declares so its preview can be found at run time, as SwiftUI's
/// `PreviewRegistry` is.
///
/// You never write one: `#Preview` generates it, and ``PreviewCatalog/declared()`` finds
/// every one linked into the process.
public protocol PreviewRegistry {
  /// Builds the preview, with the file and line of its `#Preview` as its source.
  @MainActor static func makePreview() -> Preview
}

// What `#Preview` expands to names only the registry's own members (and the user's
// body): a member is found at once, where a name at file scope is searched for in every
// imported module, which is most of the cost of type-checking an expansion.
extension PreviewRegistry {
  /// The preview type, as `#Preview`'s expansion names it.
  public typealias _Preview = Preview
  /// The record type, as `#Preview`'s expansion names it.
  public typealias _Record = PreviewRecord

  /// The preview a `#Preview` declares; named `File.swift:line` when it has no name.
  ///
  /// `#Preview` calls it; call `#Preview` instead.
  @MainActor public static func _declared(
    _ name: String?, traits: [PreviewTrait<Preview.ViewTraits>], fileID: String, line: Int,
    @ViewBuilder body: @escaping @MainActor () -> any View
  ) -> Preview {
    var preview = Preview(name ?? "\(Preview.fileName(of: fileID)):\(line)", traits: traits) {
      _ in AnyView(body())
    }
    preview.source = (fileID, line)
    return preview
  }

  /// The registry type as its record's function returns it.
  public static var _address: UnsafeRawPointer {
    unsafeBitCast(Self.self as Any.Type, to: UnsafeRawPointer.self)
  }
}

/// What `#Preview` puts in the image for discovery: a tag, a version, and a function that
/// returns its ``PreviewRegistry`` type.
public typealias PreviewRecord = (UInt32, UInt32, @convention(c) () -> UnsafeRawPointer)

/// The registries `#Preview` declared in every module linked into the process, in the
/// order the linker placed them.
func declaredPreviewRegistries() -> [any PreviewRegistry.Type] {
  guard let start = puremvvm_previews_start(), let end = puremvvm_previews_end(), start < end
  else { return [] }
  let stride = MemoryLayout<PreviewRecord>.stride
  var registries: [any PreviewRegistry.Type] = []
  var record = start
  while record.advanced(by: stride) <= end {
    let (tag, version, registry) = record.loadUnaligned(as: PreviewRecord.self)
    if tag == previewRecordTag, version == previewRecordVersion,
      let type = unsafeBitCast(registry(), to: Any.Type.self) as? any PreviewRegistry.Type
    {
      registries.append(type)
    }
    record = record.advanced(by: stride)
  }
  return registries
}

/// The tag that starts every record: `PVMP` in ASCII.
let previewRecordTag: UInt32 = 0x5056_4D50

/// The version of the records this build reads.
///
/// Version 2's registries only make their preview; a record of another version (an
/// object file from another release) is skipped.
let previewRecordVersion: UInt32 = 2
