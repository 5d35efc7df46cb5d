import PureMVVMCore

extension DesignInspector {
  /// The objects of type `type` that the design's representables made and show now, in
  /// tree order: the UIKit or AppKit views and controllers a `UIViewRepresentable`,
  /// `UIViewControllerRepresentable`, `NSViewRepresentable` or
  /// `NSViewControllerRepresentable` wraps, presented sheets included.
  ///
  /// A test drives a wrapped view as the user would, through the object:
  ///
  /// ```swift
  /// try inspector.find(button: "Share").tap()
  /// let sheet = try #require(inspector.represented(UIActivityViewController.self).first)
  /// sheet.finish(with: .mail, completed: true)
  /// ```
  public func represented<Object: AnyObject>(_ type: Object.Type) -> [Object] {
    let objects = Element.preference(RepresentedObjects.self, in: elements) ?? []
    return objects.compactMap { $0 as? Object }
  }
}
