import Foundation

/// A table's `sortOrder` binding, with its comparator type erased so that columns, whose
/// descriptions only know the row type, can be matched against it.
struct TableSorting<Value> {
  /// The direction of the sort order's first comparator, when it is `prototype`'s.
  let order: (_ prototype: Any) -> SortOrder?
  /// Sorts by `prototype` first, or reverses it if the order already starts with it.
  let sort: (_ prototype: Any) -> Void

  init<Sort: SortComparator>(_ sortOrder: Binding<[Sort]>) where Sort.Compared == Value {
    order = { prototype in
      guard let prototype = prototype as? Sort, let first = sortOrder.wrappedValue.first,
        Self.same(first, prototype)
      else { return nil }
      return first.order
    }
    sort = { prototype in
      guard let prototype = prototype as? Sort else { return }
      var comparators = sortOrder.wrappedValue
      if let first = comparators.first, Self.same(first, prototype) {
        comparators[0].order = first.order == .forward ? .reverse : .forward
      } else {
        comparators.removeAll { Self.same($0, prototype) }
        comparators.insert(prototype, at: 0)
      }
      sortOrder.wrappedValue = comparators
    }
  }

  /// Whether two comparators sort by the same thing, whatever their directions.
  private static func same<Sort: SortComparator>(_ one: Sort, _ other: Sort) -> Bool {
    var one = one
    var other = other
    one.order = .forward
    other.order = .forward
    return one == other
  }
}
