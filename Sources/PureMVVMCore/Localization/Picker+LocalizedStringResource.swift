extension Picker where Label == Text {
  /// Creates a picker titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - selection: The value chosen.
  ///   - content: The content.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(String(localized: titleResource), selection: selection, content: content)
  }
}
