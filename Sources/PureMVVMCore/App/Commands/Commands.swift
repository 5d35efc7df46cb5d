/// Items an app adds to its menus, like SwiftUI's `Commands`: `CommandMenu`s and
/// `CommandGroup`s, given to a scene's `.commands { }`.
///
/// A type of your own writes ``body`` with the built-in commands, as in SwiftUI; a test
/// finds its items with `AppInspector.menu(_:)` and taps them.
@MainActor @preconcurrency public protocol Commands {
  /// The commands this one is made of.
  associatedtype Body: Commands

  /// The commands this one is made of.
  @CommandsBuilder @MainActor @preconcurrency var body: Body { get }

  /// Adds what these commands put in the menus to `commands`, in order.
  ///
  /// The default adds those of ``body``; the built-in commands describe themselves.
  @MainActor func _describe(into commands: inout [CommandDescription])
}

extension Commands {
  /// Adds what the body's commands put in the menus, each hosted by a view that reads the
  /// body again with these commands' properties installed (`@FocusedValue`,
  /// `@Environment`…), so a menu shows the focused values of its time.
  ///
  /// Where the items go is read once, from a body whose properties are not installed.
  ///
  /// - Parameter commands: The commands so far.
  @MainActor public func _describe(into commands: inout [CommandDescription]) {
    var inner: [CommandDescription] = []
    body._describe(into: &inner)
    for (index, command) in inner.enumerated() {
      let occurrence = inner[..<index].count { $0.placement == command.placement }
      let host = CommandsHost(
        commands: self, placement: command.placement, occurrence: occurrence)
      commands.append(CommandDescription(placement: command.placement, content: AnyView(host)))
    }
  }
}

/// The items of one of a `Commands` body's menus or groups, read as the view resolves: the
/// `occurrence`-th at `placement`, so a menu the body adds only with a focused value does not
/// shift the others; nothing when the body no longer adds it.
nonisolated struct CommandsHost<Content: Commands>: View {
  let commands: Content
  let placement: CommandDescription.Placement
  let occurrence: Int

  @MainActor var body: some View {
    var described: [CommandDescription] = []
    commands.body._describe(into: &described)
    let matching = described.filter { $0.placement == placement }
    return matching.indices.contains(occurrence)
      ? matching[occurrence].content : AnyView(EmptyView())
  }
}

extension Commands where Body == Never {
  /// Built-in commands have no body.
  ///
  /// Reading it is a programming error and traps, as it does in SwiftUI.
  public var body: Never {
    preconditionFailure("\(Self.self) is a built-in command and has no body")
  }
}

extension Never: Commands {}
