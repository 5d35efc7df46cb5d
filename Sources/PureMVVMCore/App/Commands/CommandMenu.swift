/// A menu of the app's own in the menu bar, like SwiftUI's `CommandMenu`: its items are
/// views (buttons, toggles, pickers, dividers).
nonisolated public struct CommandMenu<Content: View>: Commands {
  /// Built-in commands have no body.
  public typealias Body = Never

  private let name: Text
  private let content: Content

  /// Creates a menu named by a localized key.
  ///
  /// - Parameters:
  ///   - nameKey: The menu's name.
  ///   - content: The menu's items.
  public nonisolated init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(Text(nameKey), content: content)
  }

  /// Creates a menu named by a text.
  ///
  /// - Parameters:
  ///   - name: The menu's name.
  ///   - content: The menu's items.
  public nonisolated init(_ name: Text, @ViewBuilder content: () -> Content) {
    self.name = name
    self.content = content()
  }

  /// Creates a menu named by a string, shown as written.
  ///
  /// - Parameters:
  ///   - name: The menu's name.
  ///   - content: The menu's items.
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
    self.init(Text(name), content: content)
  }

  /// Adds the menu.
  ///
  /// - Parameter commands: The commands so far.
  @MainActor public func _describe(into commands: inout [CommandDescription]) {
    let title = name.resolve().first?.string ?? ""
    commands.append(CommandDescription(placement: .menu(title), content: AnyView(content)))
  }
}
