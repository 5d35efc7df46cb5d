/// A look for lists, like SwiftUI's `ListStyle`.
///
/// Built-in styles are recorded on elements (`attributes.listStyle`) and drawn by the
/// HTML gallery; a style of your own compiles and is recorded as `"custom"`.
public protocol ListStyle: Sendable {
  /// The style's name, as elements record it.
  var _name: String { get }
}

extension ListStyle {
  /// A style of your own: `"custom"`.
  public var _name: String { "custom" }
}

extension ListStyle where Self == DefaultListStyle {
  /// The `automatic` look.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  /// The `plain` look.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  /// The `inset` look.
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  /// The `grouped` look.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// The `insetGrouped` look.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  /// The `sidebar` look.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
  /// Sets the look of lists below.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    let name = style._name
    return inheriting { $0.listStyle = name }
  }
}
