extension View {
  /// Gives the view a menu a long press opens, like SwiftUI's `contextMenu(menuItems:)`.
  ///
  /// A test opens it with `inspector.find(text:).longPress()` (or `find(row:)`), then taps
  /// an item with `find(button:)`; each item closes the menu after running, and
  /// `inspector.dismiss()` closes it without choosing. Items that resolve to nothing turn
  /// the menu off. Renderers draw the open menu over the screen.
  ///
  /// - Parameter menuItems: The items: buttons, menus, dividers.
  /// - Returns: The view.
  nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems)
    -> some View
  {
    modifier(ContextMenuModifier(items: AnyView(menuItems()), preview: nil))
  }

  /// Gives the view a menu a long press opens, with a preview drawn above the items, like
  /// SwiftUI's `contextMenu(menuItems:preview:)`.
  ///
  /// - Parameters:
  ///   - menuItems: The items.
  ///   - preview: What the open menu shows above its items.
  /// - Returns: The view.
  nonisolated public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some View {
    modifier(ContextMenuModifier(items: AnyView(menuItems()), preview: AnyView(preview())))
  }

  /// Gives the view the menu `contextMenu` holds, or none for `nil` (the iOS 13 form SwiftUI
  /// deprecates in favour of `contextMenu(menuItems:)`).
  ///
  /// - Parameter contextMenu: The menu.
  /// - Returns: The view.
  nonisolated public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?)
    -> some View
  {
    modifier(ContextMenuModifier(items: contextMenu?.items ?? AnyView(EmptyView()), preview: nil))
  }
}
