/// Where a tab or a section of tabs shows, like SwiftUI's `TabPlacement` (iOS 18): in the
/// tab bar and the sidebar, pinned, or only in the sidebar.
public struct TabPlacement: Hashable, Sendable {
  private let name: String

  /// As the platform decides: in the tab bar and the sidebar.
  public static let automatic = TabPlacement(name: "automatic")
  /// Always shown, not customizable.
  public static let pinned = TabPlacement(name: "pinned")
  /// Only in the sidebar.
  public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
}
