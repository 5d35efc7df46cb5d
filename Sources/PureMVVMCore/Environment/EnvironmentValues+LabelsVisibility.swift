extension EnvironmentValues {
  /// Whether controls show their titles, as `.labelsVisibility(_:)` sets it; `.automatic`
  /// unless set.
  public var labelsVisibility: Visibility {
    get { self[LabelsVisibilityKey.self] }
    set { self[LabelsVisibilityKey.self] = newValue }
  }
}

private enum LabelsVisibilityKey: EnvironmentKey {
  static var defaultValue: Visibility { .automatic }
}
