/// A single window, like SwiftUI's `Window` (macOS): opened once, by its identifier.
nonisolated public struct Window<Content: View>: Scene {
  /// Built-in scenes have no body.
  public typealias Body = Never

  private let title: Text
  private let id: String
  private let content: Content

  /// Creates the window.
  ///
  /// - Parameters:
  ///   - title: The window's title.
  ///   - id: The window's identifier, for `openWindow(id:)`.
  ///   - content: The window's content.
  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
    self.title = title
    self.id = id
    self.content = content()
  }

  /// Creates the window with a localized title.
  ///
  /// - Parameters:
  ///   - titleKey: The window's title.
  ///   - id: The window's identifier, for `openWindow(id:)`.
  ///   - content: The window's content.
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    self.init(Text(titleKey), id: id, content: content)
  }

  /// Creates the window with a title shown as written.
  ///
  /// - Parameters:
  ///   - title: The window's title.
  ///   - id: The window's identifier, for `openWindow(id:)`.
  ///   - content: The window's content.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.init(Text(title), id: id, content: content)
  }

  /// Adds the window.
  ///
  /// - Parameter scenes: The scenes so far.
  @MainActor public func _describe(into scenes: inout [SceneDescription]) {
    let content = content
    scenes.append(
      SceneDescription(kind: .window, title: title, id: id) { _ in AnyView(content) })
  }
}
