/// Where a tab of a `.sidebarAdaptable` tab view shows, like SwiftUI's
/// `AdaptableTabBarPlacement`.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
  private let name: String

  /// Wherever the tab view shows its tabs.
  public static let automatic = AdaptableTabBarPlacement(name: "automatic")
  /// The tab bar.
  public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
  /// The sidebar.
  public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}
