/// Where routes are kept; the route list view model's one dependency.
///
/// ``InMemoryRouteStore`` serves previews and tests; ``FileRouteStore`` keeps routes in a
/// JSON file for the real app.
public protocol RouteStore: Sendable {
  /// Every stored route, in no particular order.
  ///
  /// - Returns: The routes.
  /// - Throws: ``RouteStoreError`` when the routes cannot be read.
  func loadAll() async throws -> [HikingRoute]

  /// Every stored route and the store's version, or `nil` if the store is still at
  /// `version`.
  ///
  /// A view model keeps the version of what it shows and asks again before each command,
  /// so it picks up what other writers (other processes on the same file) changed, and
  /// reads nothing when nobody did.
  ///
  /// - Parameter version: The version the caller last saw; `nil` always reads.
  /// - Returns: The routes and their version, or `nil` when nothing changed.
  /// - Throws: ``RouteStoreError`` when the routes cannot be read.
  func loadIfChanged(since version: RouteStoreVersion?) async throws -> RouteSnapshot?

  /// Adds a route.
  ///
  /// - Parameter route: The route; its id and its name (ignoring case and accents) must not
  ///   be stored already.
  /// - Throws: ``RouteStoreError`` when the route cannot be stored:
  ///   ``RouteStoreError/invalidRoute(_:)`` with
  ///   ``RouteValidationError/duplicateName(existing:)`` for a name that is taken.
  func insert(_ route: HikingRoute) async throws

  /// Replaces the stored route that has `route`'s id: renames it or changes its distance.
  ///
  /// - Parameter route: The route as it should be stored.
  /// - Throws: ``RouteStoreError``: ``RouteStoreError/routeNotFound(_:)`` when no route has
  ///   the id (another session deleted it), ``RouteStoreError/invalidRoute(_:)`` for an
  ///   invalid route or a name another route has.
  func update(_ route: HikingRoute) async throws

  /// Removes the route with the id, if there is one.
  ///
  /// - Parameter id: The route's id.
  /// - Throws: ``RouteStoreError`` when the change cannot be stored.
  func delete(id: HikingRoute.ID) async throws

  /// Replaces every stored route.
  ///
  /// - Parameter routes: The new routes.
  /// - Throws: ``RouteStoreError`` when the routes cannot be stored.
  func replaceAll(with routes: [HikingRoute]) async throws
}
