extension Sequence<HikingRoute> {
  /// The routes ordered by name, as the list shows them.
  ///
  /// Case- and accent-insensitive, with digits in natural order ("Ruta 9" before
  /// "Ruta 10"). Ties are broken by the exact name, then the distance, then the id, so the
  /// order never depends on the input order.
  ///
  /// - Returns: The sorted routes.
  /// - Complexity: O(*n* log *n*); each name is folded once.
  public func sortedByName() -> [HikingRoute] {
    map { (key: RouteNameKey($0.name), route: $0) }
      .sorted { lhs, rhs in
        if lhs.key != rhs.key { return lhs.key < rhs.key }
        if lhs.route.name != rhs.route.name {
          return lhs.route.name.unicodeScalars.lexicographicallyPrecedes(
            rhs.route.name.unicodeScalars)
        }
        if lhs.route.distance != rhs.route.distance {
          return lhs.route.distance < rhs.route.distance
        }
        return lhs.route.id.uuidString < rhs.route.id.uuidString
      }
      .map(\.route)
  }

  /// The routes the list shows: ordered by name, and only those under 10 km when
  /// `shortRoutesOnly` is true.
  ///
  /// - Parameter shortRoutesOnly: Whether the "Menos de 10 km" filter is on.
  /// - Returns: The routes to show, in order.
  public func sortedByName(shortRoutesOnly: Bool) -> [HikingRoute] {
    let sorted = sortedByName()
    return shortRoutesOnly ? sorted.filter(\.isShort) : sorted
  }
}
