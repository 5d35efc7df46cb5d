import PureMVVM

/// An empty in-memory store; a modifier type of its own, so it never shares
/// ``RouteSamples``' store.
public struct EmptyRoutes: PreviewModifier {
  /// Creates the modifier.
  public init() {}

  /// An empty in-memory store.
  ///
  /// - Returns: The store.
  public static func makeSharedContext() -> InMemoryRouteStore {
    InMemoryRouteStore()
  }

  /// Hands the empty store to the preview through the environment.
  ///
  /// - Parameters:
  ///   - content: The preview.
  ///   - context: The store.
  /// - Returns: The preview.
  public func body(content: Content, context: InMemoryRouteStore) -> some View {
    content.environment(\.previewRouteStore, context)
  }
}
