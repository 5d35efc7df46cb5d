extension DisclosureGroup where Label == Text {
  /// Creates a disclosure group titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - content: The content.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(String(localized: titleResource), content: content)
  }

  /// Creates a disclosure group whose expansion a binding holds, titled by a localized string
  /// resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - isExpanded: Whether it is expanded.
  ///   - content: The content.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, isExpanded: Binding<Bool>,
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(String(localized: titleResource), isExpanded: isExpanded, content: content)
  }
}
