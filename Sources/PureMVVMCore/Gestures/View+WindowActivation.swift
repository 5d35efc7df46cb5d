extension View {
  /// Sets whether the click that activates an inactive window reaches this view's
  /// gestures, like SwiftUI's `allowsWindowActivationEvents(_:)`; accepted, as a host's
  /// window is always active.
  ///
  /// - Parameter value: Whether it does; `nil` to inherit.
  /// - Returns: The view.
  nonisolated public func allowsWindowActivationEvents(_ value: Bool?) -> some View {
    self
  }

  /// Lets the click that activates an inactive window reach this view's gestures; accepted.
  ///
  /// - Returns: The view.
  nonisolated public func allowsWindowActivationEvents() -> some View {
    allowsWindowActivationEvents(true)
  }
}
