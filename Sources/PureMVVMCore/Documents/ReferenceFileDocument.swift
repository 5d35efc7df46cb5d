import Foundation

/// A document held by reference and observed, like SwiftUI's `ReferenceFileDocument`:
/// saving takes a snapshot of it, then writes the snapshot.
///
/// SwiftUI's newest SDKs also require it to be `Sendable`; this one does not, so the
/// `ObservableObject` classes written for earlier ones conform as they are (*Differences
/// from SwiftUI*).
public protocol ReferenceFileDocument: ObservableObject {
  /// What a save writes: a copy of the document's state at one moment.
  associatedtype Snapshot

  /// The types the document opens.
  static var readableContentTypes: [UTType] { get }
  /// The types the document saves as: the ones it opens unless it says otherwise.
  static var writableContentTypes: [UTType] { get }

  /// Opens a document from a file.
  ///
  /// - Parameter configuration: The file and its type.
  /// - Throws: When the file is not a document of this kind.
  init(configuration: ReadConfiguration) throws

  /// A copy of the document's state, to save.
  ///
  /// - Parameter contentType: The type to save as.
  /// - Returns: The snapshot.
  /// - Throws: When the document cannot be saved as that type.
  func snapshot(contentType: UTType) throws -> Snapshot

  /// The file holding `snapshot`.
  ///
  /// - Parameters:
  ///   - snapshot: What to save.
  ///   - configuration: The type to save as, and the file saved before, if any.
  /// - Returns: The file.
  /// - Throws: When the snapshot cannot be written.
  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper

  /// How a document is opened.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// How a document is saved.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
  /// The types the document saves as: the ones it opens.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}
