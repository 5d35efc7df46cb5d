import Foundation

/// A window per document, like SwiftUI's `DocumentGroup`: for a `FileDocument`, created
/// new or opened from a file.
///
/// `AppInspector.window(presenting:)` hosts a window for a document you give (read-only for
/// a viewer); the group's own content starts from a new document.
nonisolated public struct DocumentGroup<Document, Content: View>: Scene {
  /// Built-in scenes have no body.
  public typealias Body = Never

  let makeContent: (Any?) -> AnyView

  /// Adds the group.
  ///
  /// - Parameter scenes: The scenes so far.
  @MainActor public func _describe(into scenes: inout [SceneDescription]) {
    scenes.append(
      SceneDescription(
        kind: .documentGroup, title: nil, id: nil, presentedType: Document.self,
        content: makeContent))
  }
}

extension DocumentGroup where Document: FileDocument {
  /// Creates a group that edits documents, starting from `newDocument` for a new one.
  ///
  /// - Parameters:
  ///   - newDocument: A new, empty document.
  ///   - editor: A window's content, given its document.
  @preconcurrency
  public init(
    newDocument: @autoclosure @escaping @Sendable () -> Document,
    @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    makeContent = { value in
      AnyView(
        DocumentWindow(document: value as? Document ?? newDocument(), isEditable: true) {
          editor($0)
        })
    }
  }

  /// Creates a group that shows documents without changing them.
  ///
  /// - Parameters:
  ///   - documentType: The type of document.
  ///   - viewer: A window's content, given its document.
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    makeContent = { value in
      guard let document = value as? Document else { return AnyView(EmptyView()) }
      return AnyView(DocumentWindow(document: document, isEditable: false) { viewer($0) })
    }
  }
}

/// A document window's state: the document, edited through its configuration's binding.
nonisolated private struct DocumentWindow<Document: FileDocument, Content: View>: View {
  @State private var document: Document
  let isEditable: Bool
  let content: (FileDocumentConfiguration<Document>) -> Content

  init(
    document: Document, isEditable: Bool,
    content: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    _document = State(initialValue: document)
    self.isEditable = isEditable
    self.content = content
  }

  var body: some View {
    let binding = isEditable ? $document : .constant(document)
    return content(
      FileDocumentConfiguration(document: binding, fileURL: nil, isEditable: isEditable))
  }
}
