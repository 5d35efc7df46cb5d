import Synchronization

/// A route store in memory, for previews and tests; seed it with sample routes.
///
/// Its ``routes`` can be read synchronously, so a preview body can show them directly.
public final class InMemoryRouteStore: RouteStore {
  private let storage: Mutex<[HikingRoute]>

  /// Creates a store holding `routes`.
  ///
  /// - Parameter routes: The initial routes.
  public init(routes: [HikingRoute] = []) {
    storage = Mutex(routes)
  }

  /// The stored routes, in insertion order.
  public var routes: [HikingRoute] { storage.withLock { $0 } }

  /// The stored routes, in insertion order.
  ///
  /// - Returns: The routes.
  public func loadAll() async -> [HikingRoute] { routes }

  /// Adds a route.
  ///
  /// - Parameter route: The route.
  /// - Throws: ``RouteStoreError/duplicateID(_:)`` if its id is taken.
  public func insert(_ route: HikingRoute) async throws {
    try storage.withLock { routes throws(RouteStoreError) in
      guard !routes.contains(where: { $0.id == route.id }) else {
        throw .duplicateID(route.id)
      }
      routes.append(route)
    }
  }

  /// Removes the route with the id, if there is one.
  ///
  /// - Parameter id: The route's id.
  public func delete(id: HikingRoute.ID) async {
    storage.withLock { $0.removeAll { $0.id == id } }
  }

  /// Replaces every stored route.
  ///
  /// - Parameter routes: The new routes.
  public func replaceAll(with routes: [HikingRoute]) async {
    storage.withLock { $0 = routes }
  }
}
