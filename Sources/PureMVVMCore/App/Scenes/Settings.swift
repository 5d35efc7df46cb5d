/// The app's settings window, like SwiftUI's `Settings` (macOS): opened from the app menu
/// or with `openSettings()`.
nonisolated public struct Settings<Content: View>: Scene {
  /// Built-in scenes have no body.
  public typealias Body = Never

  private let content: Content

  /// Creates the settings window.
  ///
  /// - Parameter content: The settings.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Adds the settings window.
  ///
  /// - Parameter scenes: The scenes so far.
  @MainActor public func _describe(into scenes: inout [SceneDescription]) {
    let content = content
    scenes.append(SceneDescription(kind: .settings, title: nil, id: nil) { _ in AnyView(content) })
  }
}
