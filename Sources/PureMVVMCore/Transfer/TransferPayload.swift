#if !canImport(CoreTransferable)
  import Foundation

  /// What an exported value became: bytes, or a file, with the name it suggests.
  package struct TransferPayload: Sendable {
    /// The contents.
    package enum Contents: Sendable {
      /// Bytes.
      case data(Data)
      /// A file, and whether it is the original (which an importer may open in place).
      case file(URL, isOriginal: Bool)
    }

    /// The contents.
    package var contents: Contents
    /// The file name the value suggests to a receiver that saves it.
    package var suggestedName: String?

    /// A payload of `contents`, suggesting no name.
    package init(_ contents: Contents, suggestedName: String? = nil) {
      self.contents = contents
      self.suggestedName = suggestedName
    }

    /// The bytes: the data, or the file's contents.
    package func data() throws -> Data {
      switch contents {
      case .data(let data): data
      case .file(let url, _): try Data(contentsOf: url.regularFile())
      }
    }
  }
#endif
