import Foundation

/// Opens the document at a URL in a window, like SwiftUI's `OpenDocumentAction` (macOS):
/// the environment's `openDocument`.
///
/// It does nothing unless an `AppInspector` hosts the view, which records each URL in
/// `openedDocumentURLs`.
@MainActor @preconcurrency public struct OpenDocumentAction: Sendable {
  private let handler: @MainActor @Sendable (URL) -> Void

  package nonisolated init(handler: @escaping @MainActor @Sendable (URL) -> Void) {
    self.handler = handler
  }

  /// Opens the document at `url`.
  ///
  /// - Parameter url: The document's file.
  /// - Throws: Never here; SwiftUI's throws when the file cannot be opened.
  public func callAsFunction(at url: URL) async throws {
    handler(url)
  }
}
