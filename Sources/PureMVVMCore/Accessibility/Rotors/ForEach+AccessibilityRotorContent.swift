extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {
  /// The entries of every element, in order.
  public var _entryLabels: [String] { data.flatMap { content($0)._entryLabels } }

  /// Repeats the entries `content` builds for each `Identifiable` element.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - content: Builds one element's entries.
  public init(
    _ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content
  ) where Data.Element: Identifiable, ID == Data.Element.ID {
    self.init(data, identify: { $0.id }, content: content)
  }

  /// Repeats the entries `content` builds for each element, identified by `id`.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - id: A key path to an element's identity.
  ///   - content: Builds one element's entries.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data, identify: { $0[keyPath: id] }, content: content)
  }
}
