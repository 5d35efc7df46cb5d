/// The standard commands for the Edit menu's text editing items (Find, Spelling…), like SwiftUI's
/// `TextEditingCommands`.
nonisolated public struct TextEditingCommands: _StandardCommands {
  /// Creates the commands.
  public nonisolated init() {}
}
