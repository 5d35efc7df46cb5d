extension TabSection where Header == Text, Footer == EmptyView {
  /// Creates a section of tabs titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - content: The content.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource,
    @TabContentBuilder<SelectionValue> content: () -> Content
  ) {
    self.init(String(localized: titleResource), content: content)
  }
}
