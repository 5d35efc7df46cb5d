#if !canImport(CoreTransferable)
  import Foundation

  /// A file a ``FileRepresentation`` exports, like CoreTransferable's `SentTransferredFile`.
  public struct SentTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether a receiver may open the file itself rather than a copy.
    public let allowAccessingOriginalFile: Bool

    /// Sends `file`.
    ///
    /// - Parameters:
    ///   - file: The file.
    ///   - allowAccessingOriginalFile: Whether a receiver may open it in place.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
      self.file = file
      self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
  }
#endif
