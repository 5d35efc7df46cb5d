/// The items of a context menu, as iOS 13 code builds them (SwiftUI deprecates it in
/// favour of `contextMenu(menuItems:)`); given to `.contextMenu(_:)`.
public struct ContextMenu<MenuItems: View> {
  let items: AnyView

  /// Creates the menu's items.
  ///
  /// - Parameter menuItems: The items.
  public init(@ViewBuilder menuItems: () -> MenuItems) {
    items = AnyView(menuItems())
  }
}
