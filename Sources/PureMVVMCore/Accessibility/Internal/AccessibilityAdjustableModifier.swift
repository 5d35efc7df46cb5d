/// Makes the first element of its content adjustable by assistive technologies; primitive.
nonisolated struct AccessibilityAdjustableModifier: ViewModifier {
  typealias Body = Never
  let handler: (AccessibilityAdjustmentDirection) -> Void

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    guard first < elements.endIndex else { return }
    let handler = handler
    elements[first].withHandlers { $0.adjust = handler }
    elements[first].changeAttributes { attributes in
      var accessibility = attributes.accessibility ?? AccessibilityAttributes()
      accessibility.isAdjustable = true
      attributes.accessibility = accessibility
    }
  }
}
