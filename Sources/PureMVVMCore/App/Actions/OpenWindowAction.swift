/// Opens a window of one of the app's scenes, like SwiftUI's `OpenWindowAction`, read as
/// `@Environment(\.openWindow)`.
///
/// Hosts here open no windows: the action does nothing in a `DesignInspector`, and
/// `AppInspector` records each request in `openedWindows`, for a test to host with
/// `window(id:)` or `window(presenting:)`.
@MainActor @preconcurrency public struct OpenWindowAction: Sendable {
  private let handler: @MainActor @Sendable (_ id: String?, _ value: AnyHashable?) -> Void

  /// Creates an action that hands every request to `handler`.
  ///
  /// - Parameter handler: What opening a window does, given the scene's identifier and
  ///   the value presented, either of which may be absent.
  public nonisolated init(
    handler: @escaping @MainActor @Sendable (_ id: String?, _ value: AnyHashable?) -> Void
  ) {
    self.handler = handler
  }

  /// Opens a window of the scene with this identifier.
  ///
  /// - Parameter id: The scene's identifier.
  public func callAsFunction(id: String) {
    handler(id, nil)
  }

  /// Opens a window presenting `value`, of the scene made for its type.
  ///
  /// - Parameter value: The value.
  public func callAsFunction<D: Codable & Hashable>(value: D) {
    handler(nil, AnyHashable(value))
  }

  /// Opens a window presenting `value`, of the scene with this identifier.
  ///
  /// - Parameters:
  ///   - id: The scene's identifier.
  ///   - value: The value.
  public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {
    handler(id, AnyHashable(value))
  }
}
