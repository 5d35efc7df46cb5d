/// Opens the app's settings window, like SwiftUI's `OpenSettingsAction` (macOS), read as
/// `@Environment(\.openSettings)`; `AppInspector` counts the requests.
@MainActor @preconcurrency public struct OpenSettingsAction: Sendable {
  private let handler: @MainActor @Sendable () -> Void

  /// Creates an action that runs `handler`.
  ///
  /// - Parameter handler: What opening the settings does.
  public nonisolated init(handler: @escaping @MainActor @Sendable () -> Void) {
    self.handler = handler
  }

  /// Opens the settings window.
  public func callAsFunction() {
    handler()
  }
}
