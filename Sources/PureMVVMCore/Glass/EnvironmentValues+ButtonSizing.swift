extension EnvironmentValues {
  /// How wide buttons are along their main axis (`.buttonSizing(_:)`), `.automatic`
  /// unless set.
  public var buttonSizing: ButtonSizing {
    get { self[ButtonSizingKey.self] }
    set { self[ButtonSizingKey.self] = newValue }
  }
}

private enum ButtonSizingKey: EnvironmentKey {
  static var defaultValue: ButtonSizing { .automatic }
}
