/// The standard commands for the View menu's toolbar items, like SwiftUI's `ToolbarCommands`.
nonisolated public struct ToolbarCommands: _StandardCommands {
  /// Creates the commands.
  public nonisolated init() {}
}
