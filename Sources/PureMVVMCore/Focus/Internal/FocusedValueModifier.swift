/// Publishes a focused value when its content holds the focused element (or always, for a
/// scene value).
nonisolated struct FocusedValueModifier<Value>: ViewModifier {
  typealias Body = Never
  let keyPath: WritableKeyPath<FocusedValues, Value?>
  let value: Value?
  let isSceneWide: Bool

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    guard let value else { return }
    // Inner views resolve first, so the first value published is the nearest one.
    if isSceneWide {
      context.graph.publishedSceneValues.publish(value, at: keyPath, by: context.position)
    } else if elements[first...].contains(where: \.holdsFocus) {
      context.graph.publishedFocusedValues.publish(value, at: keyPath, by: context.position)
    }
  }
}

extension Element {
  /// Whether the element or one inside it has the focus.
  var holdsFocus: Bool {
    isFocused || childElements.contains(where: \.holdsFocus)
  }
}
