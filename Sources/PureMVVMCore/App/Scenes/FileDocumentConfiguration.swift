import Foundation

/// The document a `DocumentGroup` window edits, like SwiftUI's
/// `FileDocumentConfiguration`.
public struct FileDocumentConfiguration<Document: FileDocument> {
  /// The document; changing it marks the window's document edited.
  @Binding public var document: Document
  /// Where the document is saved; `nil` for a new one.
  public let fileURL: URL?
  /// Whether the window may change the document.
  public let isEditable: Bool

  init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
    _document = document
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}
