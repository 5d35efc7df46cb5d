/// The branch of an `if`-`else` a `CommandsBuilder` took, like SwiftUI's
/// `_ConditionalContent` of commands.
nonisolated public struct EitherCommands<First: Commands, Second: Commands>: Commands {
  /// Built-in commands have no body.
  public typealias Body = Never

  private let first: First?
  private let second: Second?

  init(first: First) {
    self.first = first
    second = nil
  }

  init(second: Second) {
    first = nil
    self.second = second
  }

  /// Adds the branch taken's commands.
  ///
  /// - Parameter commands: The commands so far.
  @MainActor public func _describe(into commands: inout [CommandDescription]) {
    first?._describe(into: &commands)
    second?._describe(into: &commands)
  }
}
