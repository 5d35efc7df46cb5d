import PureMVVMCore

extension Element {
  /// Whether the element, or a view inside it, hides the tab bar of the tab view it is in
  /// (`.toolbar(.hidden, for: .tabBar)`); nested tab views have tab bars of their own.
  var hidesTabBar: Bool {
    hides(.tabBar) { $0.kind.tabTitles != nil }
  }

  /// Whether the element, or a view inside it, hides the bottom bar of its screen; nested
  /// navigation stacks and tab views have screens of their own.
  var hidesBottomBar: Bool {
    hides(.bottomBar) { $0.kind.tabTitles != nil || $0.kind.stackTitles != nil }
  }

  /// Whether the element or one below it hides `bar`, not looking inside the elements
  /// `ownsBar` says have a bar of their own.
  private func hides(_ bar: ToolbarPlacement, ownsBar: (Element) -> Bool) -> Bool {
    if attributeBox.value.toolbar?.hides(bar) == true { return true }
    return children.contains { !ownsBar($0) && $0.hides(bar, ownsBar: ownsBar) }
  }
}
