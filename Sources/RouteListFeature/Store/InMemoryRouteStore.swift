import PureMVVMCore

/// A route store in memory, for previews and tests; seed it with sample routes.
///
/// Its ``routes`` can be read synchronously, so a preview body can show them directly.
/// It keeps the rules of every store: no two routes share an id or a name.
public final class InMemoryRouteStore: RouteStore {
  private struct State {
    var routes: [HikingRoute]
    /// Bumped by every change.
    var version = 0
  }

  private let storage: Locked<State>

  /// Creates a store holding `routes`.
  ///
  /// - Parameter routes: The initial routes.
  public init(routes: [HikingRoute] = []) {
    storage = Locked(State(routes: routes))
  }

  /// The stored routes, in insertion order.
  public var routes: [HikingRoute] { storage.withLock { $0.routes } }

  /// The stored routes, in insertion order.
  ///
  /// - Returns: The routes.
  public func loadAll() async -> [HikingRoute] { routes }

  /// The stored routes and their version, or `nil` if the store is still at `version`.
  ///
  /// - Parameter version: The version the caller last saw; `nil` always reads.
  /// - Returns: The routes and their version, or `nil` when nothing changed.
  public func loadIfChanged(since version: RouteStoreVersion?) async -> RouteSnapshot? {
    storage.withLock { state in
      let current = RouteStoreVersion(state.version)
      return current == version ? nil : RouteSnapshot(routes: state.routes, version: current)
    }
  }

  /// Adds a route.
  ///
  /// - Parameter route: The route.
  /// - Throws: ``RouteStoreError/duplicateID(_:)`` if its id is taken,
  ///   ``RouteStoreError/invalidRoute(_:)`` if its name is.
  public func insert(_ route: HikingRoute) async throws {
    try storage.withLock { state throws(RouteStoreError) in
      try state.routes.appendChecked(route)
      state.version += 1
    }
  }

  /// Replaces the route that has `route`'s id.
  ///
  /// - Parameter route: The route as it should be stored.
  /// - Throws: ``RouteStoreError`` when no route has the id, or the route is invalid or
  ///   its name taken.
  public func update(_ route: HikingRoute) async throws {
    try storage.withLock { state throws(RouteStoreError) in
      try state.routes.replaceChecked(route)
      state.version += 1
    }
  }

  /// Removes the route with the id, if there is one.
  ///
  /// - Parameter id: The route's id.
  public func delete(id: HikingRoute.ID) async {
    storage.withLock { state in
      state.routes.removeAll { $0.id == id }
      state.version += 1
    }
  }

  /// Replaces every stored route.
  ///
  /// - Parameter routes: The new routes.
  public func replaceAll(with routes: [HikingRoute]) async {
    storage.withLock { state in
      state.routes = routes
      state.version += 1
    }
  }
}
