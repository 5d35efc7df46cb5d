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

  /// Leaves the preview as it is.
  ///
  /// - Parameters:
  ///   - content: The preview.
  ///   - context: The store.
  /// - Returns: The preview.
  public func body(content: Content, context: InMemoryRouteStore) -> some View {
    content
  }
}
