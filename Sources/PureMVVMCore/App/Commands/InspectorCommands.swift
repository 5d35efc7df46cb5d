/// The standard commands for the View menu's inspector item, like SwiftUI's `InspectorCommands`.
nonisolated public struct InspectorCommands: _StandardCommands {
  /// Creates the commands.
  public nonisolated init() {}
}
