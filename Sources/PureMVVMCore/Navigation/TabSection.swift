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
  /// Whether the section's tabs are left out of the tab bar.
  private var isHidden = false

  private init(content: Content) {
    self.content = content
  }

  /// Resolves the section's tabs in place, as the tab view's own.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    guard !isHidden else { return }
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

  /// The same section, its tabs shown only in the sidebar when `placement` is
  /// `.sidebarOnly`: a phone's tab bar, which a host draws, leaves them out.
  ///
  /// - Parameter placement: Where the section's tabs show.
  /// - Returns: The section, left out of the tab bar for `.sidebarOnly`.
  public func tabPlacement(_ placement: TabPlacement) -> Self {
    hidden(placement == .sidebarOnly)
  }

  /// The same section, or nothing when `hidden`, like SwiftUI's `hidden(_:)` on tab
  /// content.
  ///
  /// - Parameter hidden: Whether the section's tabs are left out.
  /// - Returns: The section, left out when hidden.
  public func hidden(_ hidden: Bool = true) -> Self {
    var changed = self
    changed.isHidden = changed.isHidden || hidden
    return changed
  }

  /// The same section, with actions in its sidebar header, like SwiftUI's
  /// `sectionActions(content:)`; accepted, as the sidebar is not drawn.
  ///
  /// - Parameter content: The actions.
  /// - Returns: The section.
  public func sectionActions<Actions: View>(@ViewBuilder content: () -> Actions) -> Self {
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
