/// Opens a window for a new document, like SwiftUI's `NewDocumentAction` (macOS): the
/// environment's `newDocument`.
///
/// It does nothing unless an `AppInspector` hosts the view, which records each document
/// asked for in `newDocuments`.
@MainActor @preconcurrency public struct NewDocumentAction: Sendable {
  private let handler: @MainActor @Sendable (Any) -> Void

  package nonisolated init(handler: @escaping @MainActor @Sendable (Any) -> Void) {
    self.handler = handler
  }

  /// Opens a window for the document `newDocument` makes.
  ///
  /// - Parameter newDocument: Makes the document.
  public func callAsFunction<D: FileDocument>(
    _ newDocument: @autoclosure @escaping @Sendable () -> D
  ) {
    handler(newDocument())
  }

  /// Opens a window for the reference document `newDocument` makes.
  ///
  /// - Parameter newDocument: Makes the document.
  public func callAsFunction<D: ReferenceFileDocument>(_ newDocument: @escaping @Sendable () -> D) {
    handler(newDocument())
  }
}
