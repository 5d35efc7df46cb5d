extension GroupBox where Label == Text {
  /// Creates a group box titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - content: The content.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleResource) }
  }
}
