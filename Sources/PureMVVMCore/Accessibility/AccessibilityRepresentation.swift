/// What assistive technologies read in an element's place: another view's elements.
package struct AccessibilityRepresentation {
  /// The elements read instead of the element's own.
  package let elements: [Element]
  /// Whether they stand for the element itself (`.accessibilityRepresentation`), so the
  /// accessibility modifiers applied to the element apply to them, rather than being its
  /// children (`.accessibilityChildren`).
  package let replacesElement: Bool
}
