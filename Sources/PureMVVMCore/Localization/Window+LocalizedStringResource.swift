extension Window {
  /// Creates a window titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - id: The window's id.
  ///   - content: The content.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, id: String, @ViewBuilder content: () -> Content
  ) {
    self.init(Text(titleResource), id: id, content: content)
  }
}
