extension TextField where Label == Text {
  /// Creates a text field titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - text: The text it shows and edits.
  ///   - prompt: Shown while it is empty.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text? = nil
  ) {
    self.init(String(localized: titleResource), text: text, prompt: prompt)
  }

  /// Creates a text field that grows along `axis`, titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - text: The text it shows and edits.
  ///   - prompt: Shown while it is empty.
  ///   - axis: The axis it grows along.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text? = nil,
    axis: Axis
  ) {
    self.init(text: text, prompt: prompt, axis: axis) { Text(titleResource) }
  }
}
