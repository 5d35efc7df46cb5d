import Foundation

/// A document a file holds, like SwiftUI's `FileDocument`: read from a ``FileWrapper`` and
/// written to one, and exported with `.fileExporter(isPresented:document:…)`.
public protocol FileDocument {
  /// The types of file it reads.
  static var readableContentTypes: [UTType] { get }
  /// The types of file it writes; its readable types unless given.
  static var writableContentTypes: [UTType] { get }

  /// Reads the document from a file.
  ///
  /// - Parameter configuration: The file and its type.
  /// - Throws: When the file does not hold such a document.
  init(configuration: ReadConfiguration) throws

  /// The file the document is written to.
  ///
  /// - Parameter configuration: The type to write, and the file it was read from.
  /// - Returns: The file.
  /// - Throws: When the document cannot be written.
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

  /// What a document is read from.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// What a document is written for.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
  /// The readable types.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The file a ``FileDocument`` is read from, and its type.
public struct FileDocumentReadConfiguration {
  /// The type of the file.
  public let contentType: UTType
  /// The file.
  public let file: FileWrapper

  /// Creates the configuration to read a document from `file` (SwiftUI makes it; a test
  /// reads a document with it).
  ///
  /// - Parameters:
  ///   - contentType: The type of the file.
  ///   - file: The file.
  public init(contentType: UTType, file: FileWrapper) {
    self.contentType = contentType
    self.file = file
  }
}

/// The type a ``FileDocument`` is written as, and the file it was read from.
public struct FileDocumentWriteConfiguration {
  /// The type to write.
  public let contentType: UTType
  /// The file the document was read from, if any.
  public let existingFile: FileWrapper?

  /// Creates the configuration to write a document as `contentType`.
  ///
  /// - Parameters:
  ///   - contentType: The type to write.
  ///   - existingFile: The file the document was read from, if any.
  public init(contentType: UTType, existingFile: FileWrapper?) {
    self.contentType = contentType
    self.existingFile = existingFile
  }
}
