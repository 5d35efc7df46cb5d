/// No commands, like SwiftUI's `EmptyCommands`.
nonisolated public struct EmptyCommands: Commands {
  /// Built-in commands have no body.
  public typealias Body = Never

  /// Creates empty commands.
  public init() {}

  /// Adds nothing.
  ///
  /// - Parameter commands: The commands so far.
  @MainActor public func _describe(into commands: inout [CommandDescription]) {}
}
