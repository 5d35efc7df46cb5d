/// The standard commands for the View menu's sidebar items (Show/Hide Sidebar), like SwiftUI's
/// `SidebarCommands`.
nonisolated public struct SidebarCommands: _StandardCommands {
  /// Creates the commands.
  public nonisolated init() {}
}
