/// Closes a window, like SwiftUI's `DismissWindowAction`, read as
/// `@Environment(\.dismissWindow)`.
///
/// Hosts here open no windows: the action does nothing in a `DesignInspector`, and
/// `AppInspector` records each request in `dismissedWindows`.
@MainActor @preconcurrency public struct DismissWindowAction: Sendable {
  private let handler: @MainActor @Sendable (_ id: String?, _ value: AnyHashable?) -> Void

  /// Creates an action that hands every request to `handler`.
  ///
  /// - Parameter handler: What closing a window does, given the scene's identifier and
  ///   the value presented; both absent for the window the view is in.
  public nonisolated init(
    handler: @escaping @MainActor @Sendable (_ id: String?, _ value: AnyHashable?) -> Void
  ) {
    self.handler = handler
  }

  /// Closes the window the view is in.
  public func callAsFunction() {
    handler(nil, nil)
  }

  /// Closes the window of the scene with this identifier.
  ///
  /// - Parameter id: The scene's identifier.
  public func callAsFunction(id: String) {
    handler(id, nil)
  }

  /// Closes the window presenting `value`.
  ///
  /// - Parameter value: The value.
  public func callAsFunction<D: Codable & Hashable>(value: D) {
    handler(nil, AnyHashable(value))
  }

  /// Closes the window presenting `value`, of the scene with this identifier.
  ///
  /// - Parameters:
  ///   - id: The scene's identifier.
  ///   - value: The value.
  public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {
    handler(id, AnyHashable(value))
  }
}
