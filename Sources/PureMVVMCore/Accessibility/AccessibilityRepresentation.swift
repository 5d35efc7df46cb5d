/// What assistive technologies read in an element's place: another view's elements.
package struct AccessibilityRepresentation {
  /// The elements read instead of the element's own.
  package let elements: [Element]
}
