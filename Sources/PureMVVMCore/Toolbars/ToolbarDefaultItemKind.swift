/// An item the system puts in a toolbar, like SwiftUI's `ToolbarDefaultItemKind`; none is
/// drawn here.
public struct ToolbarDefaultItemKind: Hashable, Sendable {
  private let name: String

  /// The button that shows or hides a split view's sidebar.
  public static let sidebarToggle = Self(name: "sidebarToggle")
  /// The title of the screen.
  public static let title = Self(name: "title")
  /// The search field.
  public static let search = Self(name: "search")
}
