extension Section where Parent == Text, Footer == EmptyView {
  /// Creates a section titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - content: The content.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
    self.init(String(localized: titleResource), content: content)
  }

  /// Creates a section whose expansion a binding holds, titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - isExpanded: Whether it is expanded.
  ///   - content: The content.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, isExpanded: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(String(localized: titleResource), isExpanded: isExpanded, content: content)
  }
}
