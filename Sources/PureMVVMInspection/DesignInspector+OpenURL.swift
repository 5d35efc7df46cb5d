import Foundation
import PureMVVMCore

extension DesignInspector {
  /// Opens `url` in the app, as a tapped link or a universal link does: runs the
  /// `.onOpenURL` action of every view on screen, under presentations too, in reading
  /// order, innermost first on one view.
  ///
  /// - Parameter url: The URL.
  /// - Throws: ``InspectionError`` when no view on screen handles URLs.
  public func open(_ url: URL) throws(InspectionError) {
    defer { invalidate() }
    var handlers: [(URL) -> Void] = []
    Element.visit(index.layers.all) { element in
      if let handler = element.handlers?.openURL { handlers.append(handler) }
    }
    guard !handlers.isEmpty else {
      throw ElementQuery(kind: .identifier, label: url.absoluteString).error(.opensNoURLs)
    }
    for handler in handlers { handler(url) }
  }
}
