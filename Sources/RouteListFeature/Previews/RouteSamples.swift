import PureMVVM

/// Shares one in-memory store of three sample routes between previews.
///
/// Bosque del Roble (6.4 km), Cresta del Águila (14.2 km) and Laguna Serena (8.1 km), in
/// memory only. Every preview with ``PureMVVMPreviews/PreviewTrait/routeSamples`` in one
/// session gets the same store.
public struct RouteSamples: PreviewModifier {
  /// The sample routes, in insertion order.
  public static let routes = [
    HikingRoute(name: "Bosque del Roble", distance: 6.4),
    HikingRoute(name: "Cresta del Águila", distance: 14.2),
    HikingRoute(name: "Laguna Serena", distance: 8.1),
  ]

  /// Creates the modifier.
  public init() {}

  /// An in-memory store seeded with ``routes``.
  ///
  /// - Returns: The store.
  public static func makeSharedContext() -> InMemoryRouteStore {
    InMemoryRouteStore(routes: routes)
  }

  /// Hands the store to the preview through the environment (``RouteListView`` reads it).
  ///
  /// - Parameters:
  ///   - content: The preview.
  ///   - context: The store.
  /// - Returns: The preview.
  public func body(content: Content, context: InMemoryRouteStore) -> some View {
    content.environment(\.previewRouteStore, context)
  }
}
