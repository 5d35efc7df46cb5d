import PureMVVMCore
import PureMVVMRendering

extension DesignInspector {
  /// Finds the element on screen whose `accessibilityIdentifier` is `identifier`.
  ///
  /// The element can be of any kind; interactions act on it as on any found element
  /// (`tap()` on a button, `setInput(_:)` on a field).
  ///
  /// - Parameter identifier: The identifier.
  /// - Returns: The element.
  /// - Throws: ``InspectionError`` when none or several have it, or it is covered.
  public func find(identifier: String) throws(InspectionError) -> InspectedElement {
    try find(ElementQuery(kind: .identifier, label: identifier))
  }

  /// The screen as a screen reader reads it now: one line per element (see
  /// `AccessibilityRenderer`).
  public var accessibilityReading: String {
    AccessibilityRenderer().render(elements)
  }
}
