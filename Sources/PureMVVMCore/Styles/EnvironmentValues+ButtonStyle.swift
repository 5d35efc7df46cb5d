extension EnvironmentValues {
  /// The body of the custom button style in effect, if any.
  var customButtonStyle: (@MainActor (ButtonStyleConfiguration) -> AnyView)? {
    get { self[CustomButtonStyleKey.self] }
    set { self[CustomButtonStyleKey.self] = newValue }
  }
}

private enum CustomButtonStyleKey: EnvironmentKey {
  static var defaultValue: (@MainActor (ButtonStyleConfiguration) -> AnyView)? { nil }
}
