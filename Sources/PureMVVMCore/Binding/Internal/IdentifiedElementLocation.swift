/// A location for one element of a collection, found by its id (`id`, or the value at a
/// key path) rather than its position.
///
/// Reads and writes look the element up by id (trying the last known index first, so the
/// common case is constant time). If the element disappears, reads return the last value
/// seen and writes are ignored: a deletion never redirects a write to a neighbour.
final class IdentifiedElementLocation<Base: MutableCollection, ID: Hashable>: BindingLocation {
  private let base: any BindingLocation<Base>
  private let identify: (Base.Element) -> ID
  private let id: ID
  private var indexHint: Base.Index
  private var lastValue: Base.Element

  init(
    base: any BindingLocation<Base>, index: Base.Index, element: Base.Element,
    identify: @escaping (Base.Element) -> ID
  ) {
    self.base = base
    self.identify = identify
    self.id = identify(element)
    self.indexHint = index
    self.lastValue = element
  }

  func get() -> Base.Element {
    let collection = base.get()
    if let index = index(in: collection) {
      lastValue = collection[index]
    }
    return lastValue
  }

  func set(_ value: Base.Element) {
    modify { $0 = value }
  }

  func modify(_ body: (inout Base.Element) -> Void) {
    base.modify { collection in
      guard let index = index(in: collection) else { return }
      body(&collection[index])
      lastValue = collection[index]
    }
  }

  private func index(in collection: Base) -> Base.Index? {
    if indexHint >= collection.startIndex, indexHint < collection.endIndex,
      identify(collection[indexHint]) == id
    {
      return indexHint
    }
    guard let found = collection.firstIndex(where: { identify($0) == id }) else { return nil }
    indexHint = found
    return found
  }
}
