/// Items a scene adds to the app's menus, as its `.commands` describe them.
@MainActor public struct CommandDescription {
  /// Where the items go.
  public enum Placement: Equatable, Sendable {
    /// A menu of their own, with this name (`CommandMenu`).
    case menu(String)
    /// Before a standard group (`CommandGroup(before:)`).
    case before(CommandGroupPlacement)
    /// After a standard group (`CommandGroup(after:)`).
    case after(CommandGroupPlacement)
    /// Instead of a standard group (`CommandGroup(replacing:)`).
    case replacing(CommandGroupPlacement)
    /// A standard set of commands the system provides (`SidebarCommands()`…), by name.
    case standard(String)
  }

  /// Where the items go.
  public let placement: Placement
  /// The items: buttons, toggles, pickers, menus and dividers.
  public let content: AnyView
}
