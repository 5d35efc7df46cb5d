extension Label where Title == Text, Icon == Image {
  /// Creates a label with an SF Symbol, titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - systemImage: The SF Symbol's name.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, systemImage: String) {
    self.init(String(localized: titleResource), systemImage: systemImage)
  }
}
