/// The `.sidebar` look for lists.
public struct SidebarListStyle: ListStyle {
  /// Creates the style.
  public init() {}

  /// `"sidebar"`.
  public var _name: String { "sidebar" }
}
