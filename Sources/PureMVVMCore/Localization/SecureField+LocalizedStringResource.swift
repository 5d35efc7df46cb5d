extension SecureField where Label == Text {
  /// Creates a secure field titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - text: The text it shows and edits.
  ///   - prompt: Shown while it is empty.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text? = nil
  ) {
    self.init(text: text, prompt: prompt) { Text(titleResource) }
  }
}
