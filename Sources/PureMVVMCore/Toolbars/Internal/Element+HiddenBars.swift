extension Element {
  /// Whether a view inside this tab view hides its tab bar
  /// (`.toolbar(.hidden, for: .tabBar)`): settings on the tab view itself come from
  /// outside it, and nested tab views have tab bars of their own.
  package var hidesTabBar: Bool {
    childElements.contains { child in
      child.kind.tabTitles == nil && child.hides(.tabBar) { $0.kind.tabTitles != nil }
    }
  }

  /// Whether the element, or a view inside it, hides the bottom bar of its screen; nested
  /// navigation stacks and tab views have screens of their own.
  package var hidesBottomBar: Bool {
    hides(.bottomBar) { $0.kind.tabTitles != nil || $0.kind.stackTitles != nil }
  }

  /// Whether the element or one below it hides `bar`, not looking inside the elements
  /// `ownsBar` says have a bar of their own.
  private func hides(_ bar: ToolbarPlacement, ownsBar: (Element) -> Bool) -> Bool {
    if box.value.toolbar?.hides(bar) == true { return true }
    return childElements.contains { !ownsBar($0) && $0.hides(bar, ownsBar: ownsBar) }
  }
}
