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
      if let index = previousIndex[route.id], !kept[index], previous[index].isIdentical(to: route) {
        kept[index] = true
        continue
      }
      changed.append(route)
      if changed.count > 64 { return sortedByName() }
    }
    var routes: [HikingRoute] = []
    routes.reserveCapacity(previous.count + changed.count)
    for (index, route) in previous.enumerated() where kept[index] { routes.append(route) }
    for route in changed { routes.insert(route, at: Self.insertionIndex(of: route, in: routes)) }
    return routes
  }

  /// The routes ordered by name, given `sorted`, the order of `previous`: the same store's
  /// routes, in the store's order, before a change.
  ///
  /// A change through a store touches one stretch of its list (an add at the end, an edit
  /// or a delete in place), so the routes outside the longest common prefix and suffix of
  /// the two lists are the only ones to take out of `sorted` or put into it, each by
  /// binary search, without hashing every id. Anything else is left to
  /// ``sortedByName(reusingOrderOf:)``.
  ///
  /// - Parameters:
  ///   - previous: The store's routes before the change, in the store's order.
  ///   - sorted: `previous` ordered by name, as ``sortedByName()`` orders it. A list of
  ///     another length, or one without a removed route where the order puts it, is not
  ///     `previous`'s: the routes are then sorted without it.
  /// - Returns: The sorted routes.
  /// - Complexity: O(*n*) comparisons of routes, plus O(*k* log *n*) for *k* changed ones.
  func sortedByName(
    changedFrom previous: [HikingRoute], sortedAs sorted: [HikingRoute]
  ) -> [HikingRoute] {
    let routes = Array(self)
    var prefix = 0
    while prefix < Swift.min(routes.count, previous.count),
      routes[prefix].isIdentical(to: previous[prefix])
    {
      prefix += 1
    }
    var suffix = 0
    while suffix < Swift.min(routes.count, previous.count) - prefix,
      routes[routes.count - 1 - suffix].isIdentical(to: previous[previous.count - 1 - suffix])
    {
      suffix += 1
    }
    let removed = previous[prefix..<(previous.count - suffix)]
    let added = routes[prefix..<(routes.count - suffix)]
    guard sorted.count == previous.count, removed.count + added.count <= 64 else {
      return routes.sortedByName(reusingOrderOf: sorted)
    }
    var result = sorted
    for route in removed {
      let index = Self.insertionIndex(of: route, in: result)
      guard index < result.count, result[index].isIdentical(to: route) else {
        return routes.sortedByName(reusingOrderOf: sorted)
      }
      result.remove(at: index)
    }
    for route in added { result.insert(route, at: Self.insertionIndex(of: route, in: result)) }
    return result
  }

  /// Where `route` goes in `routes` (sorted by name): the index of the first route that
  /// does not come before it.
  private static func insertionIndex(of route: HikingRoute, in routes: [HikingRoute]) -> Int {
    let key = RouteNameKey(route.name)
    var low = 0
    var high = routes.count
    while low < high {
      let middle = (low + high) / 2
      if precedes(routes[middle], RouteNameKey(routes[middle].name), route, key) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
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
    // Scalars, not `==`: composed and decomposed accents are equal strings but different
    // names here, or three such names could order in a cycle.
    if !lhs.name.unicodeScalars.elementsEqual(rhs.name.unicodeScalars) {
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

extension HikingRoute {
  /// Whether `other` is this route spelled byte for byte the same: `==` takes a composed
  /// and a decomposed accent as one name, and a re-sort must still show the new spelling.
  fileprivate func isIdentical(to other: HikingRoute) -> Bool {
    id == other.id && distance == other.distance && name.utf8.elementsEqual(other.name.utf8)
  }
}
