/// A group of tabs with a title, like SwiftUI's `TabSection` (iOS 18).
///
/// Its tabs' values are of the tab view's selection type, so `value: .sent` finds its type
/// from the selection, as in SwiftUI; a section of tabs without values has
/// `SelectionValue == Never`.
///
/// An iPad's sidebar shows a section's tabs under its header; a phone's tab bar, which a
/// host draws, shows them among the others, in order. So a tab view draws a section's
/// tabs as if they were written in its place, and its header is not shown.
public nonisolated struct TabSection<
  Header: View, Content: View, Footer: View, SelectionValue: Hashable
>: View {
  private let content: Content

  private init(content: Content) {
    self.content = content
  }

  /// Resolves the section's tabs in place, as the tab view's own.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    Group { content }._resolve(in: context, into: &elements)
  }

  /// The same section, its customization identifier accepted: a host's tab bar is not
  /// customised.
  ///
  /// - Parameter id: The identifier.
  /// - Returns: The section.
  public func customizationID(_ id: String) -> Self {
    self
  }
}

extension TabSection where Header == Text, Footer == EmptyView {
  /// A section titled `titleKey`.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - content: The tabs.
  public init(
    _ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content
  ) {
    self.init(content: content())
  }

  /// A section titled `title`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - content: The tabs.
  @_disfavoredOverload
  public init(
    _ title: some StringProtocol, @TabContentBuilder<SelectionValue> content: () -> Content
  ) {
    self.init(content: content())
  }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
  /// A section without a title.
  ///
  /// - Parameter content: The tabs.
  public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
    self.init(content: content())
  }
}

extension TabSection where Footer == EmptyView {
  /// A section with a header of your own.
  ///
  /// - Parameters:
  ///   - content: The tabs.
  ///   - header: The header.
  public init(
    @TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header
  ) {
    self.init(content: content())
  }
}
