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
    let routes = Array(self)
    let keys = routes.map { RouteNameKey($0.name) }
    // Sorting positions, not routes: a move is one integer, not a route and its key.
    let order = routes.indices.sorted { left, right in
      Self.precedes(routes[left], keys[left], routes[right], keys[right])
    }
    return order.map { routes[$0] }
  }

  /// The routes ordered by name, as ``sortedByName()`` orders them, reusing the order of
  /// `previous` (already sorted) for the routes it holds unchanged: after a change to a few
  /// routes of a long list, only the changed ones are placed, by binary search.
  ///
  /// - Parameter previous: The routes as last sorted.
  /// - Returns: The sorted routes.
  /// - Complexity: O(*n*) plus O(*k* log *n*) for *k* changed routes; when many changed,
  ///   a full sort.
  func sortedByName(reusingOrderOf previous: [HikingRoute]) -> [HikingRoute] {
    var previousIndex = [HikingRoute.ID: Int](minimumCapacity: previous.count)
    for (index, route) in previous.enumerated() where previousIndex[route.id] == nil {
      previousIndex[route.id] = index
    }
    var kept = [Bool](repeating: false, count: previous.count)
    var changed: [HikingRoute] = []
    for route in self {
      if let index = previousIndex[route.id], !kept[index], previous[index] == route {
        kept[index] = true
        continue
      }
      changed.append(route)
      if changed.count > 64 { return sortedByName() }
    }
    var routes: [HikingRoute] = []
    routes.reserveCapacity(previous.count + changed.count)
    for (index, route) in previous.enumerated() where kept[index] { routes.append(route) }
    for route in changed {
      let key = RouteNameKey(route.name)
      var low = 0
      var high = routes.count
      while low < high {
        let middle = (low + high) / 2
        if Self.precedes(routes[middle], RouteNameKey(routes[middle].name), route, key) {
          low = middle + 1
        } else {
          high = middle
        }
      }
      routes.insert(route, at: low)
    }
    return routes
  }

  /// Whether `lhs` (whose name has the key `lhsKey`) comes before `rhs` in the list.
  private static func precedes(
    _ lhs: HikingRoute, _ lhsKey: RouteNameKey, _ rhs: HikingRoute, _ rhsKey: RouteNameKey
  ) -> Bool {
    let order = lhsKey.compare(to: rhsKey)
    return order != 0 ? order < 0 : precedesAmongEqualKeys(lhs, rhs)
  }

  /// The order of two routes whose names fold to one key: the exact name, then the
  /// distance, then the id.
  private static func precedesAmongEqualKeys(_ lhs: HikingRoute, _ rhs: HikingRoute) -> Bool {
    if lhs.name != rhs.name {
      return lhs.name.unicodeScalars.lexicographicallyPrecedes(rhs.name.unicodeScalars)
    }
    if lhs.distance != rhs.distance { return lhs.distance < rhs.distance }
    return lhs.id.uuidString < rhs.id.uuidString
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
