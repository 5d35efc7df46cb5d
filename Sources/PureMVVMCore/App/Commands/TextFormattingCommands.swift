/// The standard commands for the Format menu (fonts, alignment…), like SwiftUI's
/// `TextFormattingCommands`.
nonisolated public struct TextFormattingCommands: _StandardCommands {
  /// Creates the commands.
  public nonisolated init() {}
}
