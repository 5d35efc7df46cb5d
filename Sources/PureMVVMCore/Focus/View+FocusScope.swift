extension View {
  /// Makes the view a scope in which `prefersDefaultFocus(_:in:)` picks the view that takes
  /// the focus first, like SwiftUI's `focusScope(_:)`.
  ///
  /// When the scope appears with nothing inside it focused, the first view inside that
  /// prefers the default focus in `namespace` takes it, as on tvOS.
  ///
  /// - Parameter namespace: The namespace that names the scope.
  /// - Returns: The view.
  nonisolated public func focusScope(_ namespace: Namespace.ID) -> some View {
    modifier(FocusScopeModifier(namespace: namespace))
  }

  /// Asks for the view to take the focus first when its focus scope appears, like
  /// SwiftUI's `prefersDefaultFocus(_:in:)`.
  ///
  /// The first focusable view inside (a `.focusable()` view, a field, a control tied to a
  /// focus state) takes it; a view outside a `.focusScope(namespace)` asks for nothing.
  ///
  /// - Parameters:
  ///   - prefersDefaultFocus: Whether the view asks for the focus.
  ///   - namespace: The namespace of the scope the view asks in.
  /// - Returns: The view.
  nonisolated public func prefersDefaultFocus(
    _ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID
  ) -> some View {
    modifier(PrefersDefaultFocusModifier(prefers: prefersDefaultFocus, namespace: namespace))
  }
}
