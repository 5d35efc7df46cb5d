import Foundation

extension View {
  /// Presents the system's panel for exporting a document while `isPresented` is true and
  /// `document` is not `nil`, like SwiftUI's
  /// `fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)`.
  ///
  /// The panel is a placeholder sheet. A test chooses where to save with
  /// `inspector.presented?.choose([fileURL])`: the document is written there (as
  /// `contentType`), `isPresented` becomes `false`, and `onCompletion` receives the URL, or
  /// the error that kept it from being written. Cancel (or a swipe) calls nothing.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is up.
  ///   - document: The document to export.
  ///   - contentType: The type to write it as.
  ///   - defaultFilename: The name the panel offers.
  ///   - onCompletion: Receives where it was written, or why it was not.
  /// - Returns: The view.
  nonisolated public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType,
    defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    fileExporter(
      isPresented: isPresented, document: document, contentTypes: [contentType],
      defaultFilename: defaultFilename, onCompletion: onCompletion, onCancellation: {})
  }

  /// Presents the system's panel for exporting a document, calling `onCancellation` when
  /// it is cancelled.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is up.
  ///   - document: The document to export.
  ///   - contentTypes: The types it may be written as, the first preferred; its first
  ///     writable type when empty.
  ///   - defaultFilename: The name the panel offers.
  ///   - onCompletion: Receives where it was written, or why it was not.
  ///   - onCancellation: Runs when the panel is cancelled.
  /// - Returns: The view.
  nonisolated public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View {
    let type = contentTypes.first ?? D.writableContentTypes.first ?? .data
    let shown = Binding(
      get: { isPresented.wrappedValue && document != nil },
      set: { isPresented.wrappedValue = $0 })
    let name = defaultFilename ?? "Untitled"
    return filePanel(
      FilePanel(
        title: "Export \"\(name)\"", detail: FilePanel.types([type]), maximum: 1,
        isPresented: shown,
        complete: { urls in
          guard let document else { return }
          onCompletion(Result { try Self.export(document, as: type, to: urls[0]) })
        }, cancel: onCancellation))
  }

  /// Presents the system's panel for exporting documents while `isPresented` is true and
  /// `documents` is not empty, like SwiftUI's
  /// `fileExporter(isPresented:documents:contentType:onCompletion:)`; a test chooses one
  /// file for each document, in order.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is up.
  ///   - documents: The documents to export.
  ///   - contentType: The type to write them as.
  ///   - onCompletion: Receives where they were written, or the first error.
  /// - Returns: The view.
  nonisolated public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View where C.Element: FileDocument {
    let documents = Array(documents)
    let shown = Binding(
      get: { isPresented.wrappedValue && !documents.isEmpty },
      set: { isPresented.wrappedValue = $0 })
    var panel = FilePanel(
      title: "Export \(documents.count) documents", detail: FilePanel.types([contentType]),
      maximum: documents.count, isPresented: shown,
      complete: { urls in
        onCompletion(
          Result {
            try zip(documents, urls).map { try Self.export($0, as: contentType, to: $1) }
          })
      }, cancel: {})
    panel.minimum = documents.count
    return filePanel(panel)
  }

  /// Writes `document` at `url` as `type`.
  nonisolated private static func export<D: FileDocument>(
    _ document: D, as type: UTType, to url: URL
  )
    throws -> URL
  {
    let configuration = FileDocumentWriteConfiguration(contentType: type, existingFile: nil)
    try document.fileWrapper(configuration: configuration)
      .write(to: url, options: .atomic, originalContentsURL: nil)
    return url
  }
}
