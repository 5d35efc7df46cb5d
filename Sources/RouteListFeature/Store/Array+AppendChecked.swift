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
}
