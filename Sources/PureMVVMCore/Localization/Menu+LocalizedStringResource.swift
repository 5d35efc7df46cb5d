extension Menu where Label == Text {
  /// Creates a menu titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - content: The content.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
    self.init(String(localized: titleResource), content: content)
  }

  /// Creates a menu with a primary action, titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - content: The content.
  ///   - primaryAction: What a tap does; the menu opens on a long press.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(String(localized: titleResource), content: content, primaryAction: primaryAction)
  }
}
