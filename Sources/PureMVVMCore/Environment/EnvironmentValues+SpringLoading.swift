extension EnvironmentValues {
  /// Whether views activate when a drag hovers over them, as `.springLoadingBehavior(_:)`
  /// sets it; `.automatic` unless set.
  public var springLoadingBehavior: SpringLoadingBehavior {
    get { self[SpringLoadingBehaviorKey.self] }
    set { self[SpringLoadingBehaviorKey.self] = newValue }
  }
}

private enum SpringLoadingBehaviorKey: EnvironmentKey {
  static var defaultValue: SpringLoadingBehavior { .automatic }
}
