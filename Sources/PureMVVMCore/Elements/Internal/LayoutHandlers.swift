/// The layout and preference handlers of an element: its alignment guides, layout values,
/// container values, custom layout, scroll identity and preferences; see `ElementHandlers`.
package final class LayoutHandlers {
  var alignmentGuides: [AlignmentGuide] = []
  var layoutValues: [ObjectIdentifier: Any] = [:]
  var containerValues = ContainerValues()
  var layout: LayoutHandler?
  var scrollID: AnyHashable?
  var preferences: [ObjectIdentifier: PreferenceEntry] = [:]

  /// A new box holding the same handlers.
  func copy() -> LayoutHandlers {
    let copy = LayoutHandlers()
    copy.alignmentGuides = alignmentGuides
    copy.layoutValues = layoutValues
    copy.containerValues = containerValues
    copy.layout = layout
    copy.scrollID = scrollID
    copy.preferences = preferences
    return copy
  }
}
