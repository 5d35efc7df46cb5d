/// The standard commands for the File menu's Import from iPhone or iPad items (macOS), like
/// SwiftUI's `ImportFromDevicesCommands`.
nonisolated public struct ImportFromDevicesCommands: _StandardCommands {
  /// Creates the commands.
  public nonisolated init() {}
}
