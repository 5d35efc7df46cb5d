/// How strongly a view's default focus applies, like SwiftUI's
/// `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
  private let name: String

  /// Applied when the system moves the focus on its own, such as when a screen shows.
  public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
  /// Applied also when the user moves the focus into the view.
  public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

extension View {
  /// Focuses `value` when the view appears, like SwiftUI's `defaultFocus(_:_:priority:)`:
  /// the focus state is set to `value` each time the view is shown.
  ///
  /// - Parameters:
  ///   - binding: The focus state.
  ///   - value: The value to focus.
  ///   - priority: Accepted: both priorities apply when the view appears.
  /// - Returns: The view.
  nonisolated public func defaultFocus<V: Hashable>(
    _ binding: FocusState<V>.Binding, _ value: V,
    priority: DefaultFocusEvaluationPriority = .automatic
  ) -> some View {
    onAppear { binding.wrappedValue = value }
  }
}
