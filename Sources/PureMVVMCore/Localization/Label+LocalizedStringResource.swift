extension Label where Title == Text, Icon == Image {
  /// Creates a label with an SF Symbol, titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - name: The menu's name, a localized string resource.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
    self.init(String(localized: titleResource), systemImage: name)
  }
}
