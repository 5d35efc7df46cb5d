/// Where a search field shows, like SwiftUI's `SearchFieldPlacement`: given to
/// `.searchable(text:placement:prompt:)`.
///
/// PureMVVM draws every placement the same way: at the top of the screen's content, under
/// its navigation title. The placement is accepted so designs compile unchanged.
public struct SearchFieldPlacement: Hashable, Sendable {
  let name: String

  /// Where the platform puts it: in the navigation bar's drawer on iPhone.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// In the sidebar of a split view.
  public static var sidebar: SearchFieldPlacement { SearchFieldPlacement(name: "sidebar") }
  /// In the principal place of the toolbar.
  public static var toolbarPrincipal: SearchFieldPlacement {
    SearchFieldPlacement(name: "toolbarPrincipal")
  }
  /// In the navigation bar's drawer, under the title.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

  /// In the navigation bar's drawer, hidden on scroll or always shown.
  ///
  /// - Parameter displayMode: Whether it stays when the content scrolls.
  /// - Returns: The placement.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  {
    SearchFieldPlacement(name: "navigationBarDrawer(\(displayMode.name))")
  }

  /// Whether a search field in the navigation bar's drawer hides when the content
  /// scrolls.
  public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
    let name: String

    /// It hides when the content scrolls.
    public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
    /// It always shows.
    public static let always = NavigationBarDrawerDisplayMode(name: "always")
  }
}
