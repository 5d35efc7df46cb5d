import Foundation

extension DocumentGroup where Document: ReferenceFileDocument {
  /// A group whose windows edit reference documents, each new one made by `newDocument`,
  /// like SwiftUI's `init(newDocument:editor:)`.
  ///
  /// Each window keeps its document for its life, and gives it to its content as an
  /// environment object too, as in SwiftUI.
  ///
  /// - Parameters:
  ///   - newDocument: Makes a new document, once a window.
  ///   - editor: The window's content, given the document.
  @preconcurrency
  public init(
    newDocument: @escaping @Sendable () -> Document,
    @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    makeContent = { value in
      let given = value as? Document
      return AnyView(
        ReferenceDocumentWindow(document: given ?? newDocument(), isEditable: true) {
          editor($0)
        })
    }
  }

  /// A group whose windows show reference documents without changing them, like
  /// SwiftUI's `init(viewing:viewer:)`.
  ///
  /// - Parameters:
  ///   - documentType: The documents' type.
  ///   - viewer: The window's content, given the document.
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    makeContent = { value in
      guard let document = value as? Document else { return AnyView(EmptyView()) }
      return AnyView(
        ReferenceDocumentWindow(document: document, isEditable: false) { viewer($0) })
    }
  }
}

/// A window holding its reference document for its life.
nonisolated private struct ReferenceDocumentWindow<
  Document: ReferenceFileDocument, Content: View
>: View {
  @StateObject private var document: Document
  let isEditable: Bool
  let content: (ReferenceFileDocumentConfiguration<Document>) -> Content

  init(
    document: @autoclosure @escaping () -> Document, isEditable: Bool,
    content: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    _document = StateObject(wrappedValue: document())
    self.isEditable = isEditable
    self.content = content
  }

  var body: some View {
    content(
      ReferenceFileDocumentConfiguration(document: document, fileURL: nil, isEditable: isEditable)
    )
    .environmentObject(document)
  }
}
