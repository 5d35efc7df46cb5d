extension View {
  /// Lets the view take the focus, like SwiftUI's `focusable(_:)`: a `.focused(_:)`
  /// around it ties its focus to a focus state, views inside read `\.isFocused`, and a test
  /// gives it the focus with `inspector.find(…).focus()`.
  ///
  /// - Parameter isFocusable: Whether it can take the focus.
  /// - Returns: The view.
  nonisolated public func focusable(_ isFocusable: Bool = true) -> some View {
    modifier(FocusableModifier(isFocusable: isFocusable))
  }

  /// Lets the view take the focus for `interactions`, like SwiftUI's
  /// `focusable(_:interactions:)`; every interaction is treated alike.
  ///
  /// - Parameters:
  ///   - isFocusable: Whether it can take the focus.
  ///   - interactions: What the focus is for; accepted.
  /// - Returns: The view.
  nonisolated public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions)
    -> some View
  {
    focusable(isFocusable)
  }
}

extension EnvironmentValues {
  /// Whether the nearest focusable view around has the focus, like SwiftUI's
  /// `isFocused`; `false` outside focusable views.
  public package(set) var isFocused: Bool {
    get { self[IsFocusedKey.self] }
    set { self[IsFocusedKey.self] = newValue }
  }
}

private enum IsFocusedKey: EnvironmentKey {
  static let defaultValue = false
}

/// Ties the first element of its content to the focus, and tells the views inside
/// whether it has it; the `.focused(_:)` around is this view's, not its fields'; primitive.
nonisolated struct FocusableModifier: ViewModifier {
  typealias Body = Never
  let isFocusable: Bool

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    guard isFocusable else {
      content.environment(\.isFocused, false)._resolve(in: context.child(0), into: &elements)
      return
    }
    let focus = FocusLink(context)
    var inner = context.child(0)
    let traits = FieldTraits(copying: inner.fieldTraits)
    traits.focus = nil
    inner.fieldTraits = traits
    let first = elements.endIndex
    content.environment(\.isFocused, focus.isFocused)._resolve(in: inner, into: &elements)
    guard first < elements.endIndex else { return }
    elements[first].isFocused = focus.isFocused
    elements[first].withHandlers { $0.focus = focus.set }
  }
}
