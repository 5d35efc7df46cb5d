extension Button where Label == Text {
  /// Creates a button titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - action: What it does.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, action: @escaping () -> Void) {
    self.init(String(localized: titleResource), action: action)
  }

  /// Creates a button with a role, titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - role: Its role.
  ///   - action: What it does.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(String(localized: titleResource), role: role, action: action)
  }
}
