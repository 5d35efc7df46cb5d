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

  /// Adds a route.
  ///
  /// - Parameter route: The route; its id must not be stored already.
  /// - Throws: ``RouteStoreError`` when the route cannot be stored.
  func insert(_ route: HikingRoute) async throws

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
