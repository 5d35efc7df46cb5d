extension EnvironmentValues {
  /// Whether the views below draw the platform's focus effect.
  ///
  /// `true` unless `.focusEffectDisabled()` turns it off. Read by views of your own; the
  /// renderers draw no focus effect either way.
  public var isFocusEffectEnabled: Bool {
    get { self[FocusEffectKey.self] }
    set { self[FocusEffectKey.self] = newValue }
  }
}

private enum FocusEffectKey: EnvironmentKey {
  static let defaultValue = true
}

extension View {
  /// Turns the platform's focus effect off (or back on) for the views below, like
  /// SwiftUI's `focusEffectDisabled(_:)`: they read it as `\.isFocusEffectEnabled`.
  ///
  /// - Parameter disabled: Whether the effect is off.
  /// - Returns: The view.
  nonisolated public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
    environment(\.isFocusEffectEnabled, !disabled)
  }
}
