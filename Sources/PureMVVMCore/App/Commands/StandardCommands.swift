/// A set of commands the system provides, such as `SidebarCommands`: described by its
/// type's name, as hosts here have no menu bar to fill.
public protocol _StandardCommands: Commands where Body == Never {}

extension _StandardCommands {
  /// Adds the standard commands, by name.
  ///
  /// - Parameter commands: The commands so far.
  @MainActor public func _describe(into commands: inout [CommandDescription]) {
    commands.append(
      CommandDescription(placement: .standard("\(Self.self)"), content: AnyView(EmptyView())))
  }
}
