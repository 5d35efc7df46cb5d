extension NavigationLink where Label == Text, Destination == Never {
  /// Creates a link that presents a value, titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - value: The value.
  @_disfavoredOverload
  public init<P: Hashable>(_ titleResource: LocalizedStringResource, value: P?) {
    self.init(String(localized: titleResource), value: value)
  }
}
