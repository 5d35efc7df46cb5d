extension CommandMenu {
  /// Creates a menu of commands named by a localized string resource.
  ///
  /// - Parameters:
  ///   - name: The menu's name, a localized string resource.
  ///   - content: The content.
  @_disfavoredOverload
  public nonisolated init(_ name: LocalizedStringResource, @ViewBuilder content: () -> Content) {
    self.init(Text(name), content: content)
  }
}
