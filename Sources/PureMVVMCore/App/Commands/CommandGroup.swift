/// Items added to, or put instead of, one of the standard groups of the app's menus, like
/// SwiftUI's `CommandGroup`.
nonisolated public struct CommandGroup<Content: View>: Commands {
  /// Built-in commands have no body.
  public typealias Body = Never

  private let placement: CommandDescription.Placement
  private let content: Content

  /// Adds items before a standard group.
  ///
  /// - Parameters:
  ///   - group: The standard group.
  ///   - addition: The items.
  public nonisolated init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content)
  {
    placement = .before(group)
    content = addition()
  }

  /// Adds items after a standard group.
  ///
  /// - Parameters:
  ///   - group: The standard group.
  ///   - addition: The items.
  public nonisolated init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content)
  {
    placement = .after(group)
    content = addition()
  }

  /// Puts items instead of a standard group; empty items remove it.
  ///
  /// - Parameters:
  ///   - group: The standard group.
  ///   - addition: The items.
  public nonisolated init(
    replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content
  ) {
    placement = .replacing(group)
    content = addition()
  }

  /// Adds the group.
  ///
  /// - Parameter commands: The commands so far.
  @MainActor public func _describe(into commands: inout [CommandDescription]) {
    commands.append(CommandDescription(placement: placement, content: AnyView(content)))
  }
}
