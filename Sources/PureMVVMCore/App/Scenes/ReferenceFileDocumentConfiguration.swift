import Foundation

/// What a document window's content is given for a reference document, like SwiftUI's
/// `ReferenceFileDocumentConfiguration`: the document, observed, where it lives and
/// whether it may change.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
  /// The document; `$document.title` binds to one of its properties.
  @ObservedObject public var document: Document
  /// Where the document is saved: none for a new one, as a host saves nothing.
  public let fileURL: URL?
  /// Whether the window may change the document.
  public let isEditable: Bool

  init(document: Document, fileURL: URL?, isEditable: Bool) {
    self.document = document
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}
