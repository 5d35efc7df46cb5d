/// Gives the first element of its content another view's elements to be read in its
/// place, and hides the rest of its content from assistive technologies; primitive.
nonisolated struct AccessibilityRepresentationModifier<Representation: View>: ViewModifier {
  typealias Body = Never
  let representation: Representation
  /// Whether the representation stands for the content itself, not for its children.
  let replacesContent: Bool

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    guard first < elements.endIndex else { return }
    var replacement: [Element] = []
    representation._resolve(in: context.child(1), into: &replacement)
    let read = AccessibilityRepresentation(elements: replacement, replacesElement: replacesContent)
    elements[first].withHandlers { $0.accessibilityRepresentation = read }
    for index in (first + 1)..<elements.endIndex {
      elements[index].changeAttributes { attributes in
        var accessibility = attributes.accessibility ?? AccessibilityAttributes()
        accessibility.isHidden = true
        attributes.accessibility = accessibility
      }
    }
  }
}
