extension Tab {
  /// The same tab, shown only in the sidebar when `placement` is `.sidebarOnly`: a phone's
  /// tab bar, which a host draws, leaves it out.
  ///
  /// - Parameter placement: Where the tab shows.
  /// - Returns: The tab, left out of the tab bar for `.sidebarOnly`.
  public func tabPlacement(_ placement: TabPlacement) -> Self {
    hidden(placement == .sidebarOnly)
  }

  /// The same tab, or nothing when `hidden`, like SwiftUI's `hidden(_:)` on tab content:
  /// a hidden tab is not in the tab bar.
  ///
  /// - Parameter hidden: Whether the tab is left out.
  /// - Returns: The tab, left out when hidden.
  public func hidden(_ hidden: Bool = true) -> Self {
    var changed = self
    changed.isHidden = changed.isHidden || hidden
    return changed
  }
  /// The same tab, its customization identifier accepted: a host's tab bar is not
  /// customised.
  ///
  /// - Parameter id: The identifier.
  /// - Returns: The tab.
  public func customizationID(_ id: String) -> Self {
    self
  }

  /// The same tab with a count on its tab bar item; zero shows none.
  ///
  /// - Parameter count: The count.
  /// - Returns: The tab.
  public func badge(_ count: Int) -> Tab<Value, some View, Label> {
    changingContent { $0.badge(count) }
  }

  /// The same tab with a label on its tab bar item; `nil` shows none.
  ///
  /// - Parameter label: The badge.
  /// - Returns: The tab.
  public func badge(_ label: Text?) -> Tab<Value, some View, Label> {
    changingContent { $0.badge(label) }
  }

  /// The same tab with a label on its tab bar item; `nil` shows none.
  ///
  /// - Parameter key: The badge.
  /// - Returns: The tab.
  public func badge(_ key: LocalizedStringKey?) -> Tab<Value, some View, Label> {
    changingContent { $0.badge(key) }
  }

  /// The same tab with a label on its tab bar item; `nil` shows none.
  ///
  /// - Parameter label: The badge.
  /// - Returns: The tab.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> Tab<Value, some View, Label> {
    changingContent { $0.badge(label) }
  }
}
