extension [HikingRoute] {
  /// Appends `route` if neither its id nor its name is taken: the rule every store keeps.
  ///
  /// - Throws: ``RouteStoreError/duplicateID(_:)`` or ``RouteStoreError/invalidRoute(_:)``
  ///   with ``RouteValidationError/duplicateName(existing:)``.
  mutating func appendChecked(_ route: HikingRoute) throws(RouteStoreError) {
    guard !contains(where: { $0.id == route.id }) else { throw .duplicateID(route.id) }
    do {
      try HikingRoute.validateUnique(name: route.name, among: self)
    } catch {
      throw .invalidRoute(error)
    }
    append(route)
  }

  /// Replaces the route with `route`'s id, keeping names unique among the others.
  mutating func replaceChecked(_ route: HikingRoute) throws(RouteStoreError) {
    guard let index = firstIndex(where: { $0.id == route.id }) else {
      throw .routeNotFound(route.id)
    }
    do {
      try route.validate()
      try HikingRoute.validateUnique(
        name: route.name, among: self.lazy.filter { $0.id != route.id })
    } catch {
      throw .invalidRoute(error)
    }
    self[index] = route
  }
}
