/// Gives the focus back to the view a focus scope starts with, like SwiftUI's
/// `ResetFocusAction`.
///
/// Read it with `@Environment(\.resetFocus)` and call it with the namespace of a
/// `.focusScope(_:)` on screen: the first view inside that prefers the default focus
/// (`.prefersDefaultFocus(_:in:)`) takes it, or else the first focusable view inside. A
/// namespace no scope on screen has changes nothing.
public struct ResetFocusAction: Sendable {
  let reset: @MainActor @Sendable (Namespace.ID) -> Void

  /// Gives the focus back to the view the scope `namespace` names starts with.
  ///
  /// - Parameter namespace: The namespace of the scope.
  @MainActor public func callAsFunction(in namespace: Namespace.ID) {
    reset(namespace)
  }
}

extension EnvironmentValues {
  /// Gives the focus back to the view a focus scope starts with; does nothing outside a
  /// host.
  public var resetFocus: ResetFocusAction {
    get { self[ResetFocusKey.self] }
    set { self[ResetFocusKey.self] = newValue }
  }
}

private enum ResetFocusKey: EnvironmentKey {
  static let defaultValue = ResetFocusAction { _ in }
}
