extension Tab {
  /// The same tab, with what a person may change about it in `placements`, like SwiftUI's
  /// `customizationBehavior(_:for:)`; accepted, as no person customises a host's tabs.
  ///
  /// - Parameters:
  ///   - behavior: Whether the tab may be moved or hidden.
  ///   - placements: Where the behavior applies.
  /// - Returns: The tab.
  public func customizationBehavior(
    _ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...
  ) -> Self {
    self
  }

  /// The same tab, shown or hidden by default in `placements`, like SwiftUI's
  /// `defaultVisibility(_:for:)`: hidden for the tab bar (or `.automatic`), it is left out
  /// of the tab bar a host draws; the sidebar is not drawn.
  ///
  /// - Parameters:
  ///   - visibility: Whether the tab shows.
  ///   - placements: Where it applies.
  /// - Returns: The tab.
  public func defaultVisibility(
    _ visibility: Visibility, for placements: AdaptableTabBarPlacement...
  )
    -> Self
  {
    let inTabBar = placements.contains(.tabBar) || placements.contains(.automatic)
    return hidden(visibility == .hidden && inTabBar)
  }
}
