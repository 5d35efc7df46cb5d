/// Builds commands from the statements of a `.commands { }` block or a `Commands` body,
/// like SwiftUI's `CommandsBuilder`: commands in order, `if`, `if`-`else` and
/// `if #available`.
@resultBuilder public enum CommandsBuilder {
  /// Commands as they are.
  ///
  /// - Parameter content: The commands.
  /// - Returns: The commands.
  public static func buildExpression<Content: Commands>(_ content: Content) -> Content {
    content
  }

  /// No commands.
  ///
  /// - Returns: Empty commands.
  public static func buildBlock() -> EmptyCommands {
    EmptyCommands()
  }

  /// One command, as it is.
  ///
  /// - Parameter content: The commands.
  /// - Returns: The commands.
  public static func buildBlock<Content: Commands>(_ content: Content) -> Content {
    content
  }

  /// Several commands, in order.
  ///
  /// - Parameter content: The commands.
  /// - Returns: Commands holding them.
  public static func buildBlock<each Content: Commands>(_ content: repeat each Content)
    -> some Commands
  {
    TupleCommands(repeat each content)
  }

  /// Commands that may be absent: the body of an `if` without `else`.
  ///
  /// - Parameter content: The commands, or `nil`.
  /// - Returns: The commands, or nothing.
  public static func buildIf<Content: Commands>(_ content: Content?) -> some Commands {
    OptionalCommands(content: content)
  }

  /// The first branch of an `if`-`else`.
  ///
  /// - Parameter first: The branch's commands.
  /// - Returns: Commands describing the branch taken.
  public static func buildEither<First: Commands, Second: Commands>(first: First)
    -> EitherCommands<First, Second>
  {
    EitherCommands(first: first)
  }

  /// The second branch of an `if`-`else`.
  ///
  /// - Parameter second: The branch's commands.
  /// - Returns: Commands describing the branch taken.
  public static func buildEither<First: Commands, Second: Commands>(second: Second)
    -> EitherCommands<First, Second>
  {
    EitherCommands(second: second)
  }

  /// Commands behind `if #available`.
  ///
  /// - Parameter content: The commands.
  /// - Returns: The commands.
  public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> Content {
    content
  }
}

/// Several commands in order, as `CommandsBuilder` joins them.
nonisolated struct TupleCommands<each Content: Commands>: Commands {
  typealias Body = Never
  let content: (repeat each Content)

  init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  @MainActor func _describe(into commands: inout [CommandDescription]) {
    for command in repeat each content { command._describe(into: &commands) }
  }
}

/// Commands that may be absent.
nonisolated struct OptionalCommands<Content: Commands>: Commands {
  typealias Body = Never
  let content: Content?

  @MainActor func _describe(into commands: inout [CommandDescription]) {
    content?._describe(into: &commands)
  }
}
