/// A location for the element at one position of a collection.
///
/// Reads return the element there, or the last one read once the collection no longer has
/// the position; writes to a position the collection no longer has are ignored, never
/// trapped.
final class PositionedElementLocation<Base: MutableCollection>: BindingLocation {
  private let base: any BindingLocation<Base>
  private let index: Base.Index
  private var lastValue: Base.Element?

  init(base: any BindingLocation<Base>, index: Base.Index) {
    self.base = base
    self.index = index
  }

  /// The element at the position, or the last one read there; a read of a position the
  /// collection has never had traps, as any collection subscript does.
  func get() -> Base.Element {
    let collection = base.get()
    guard contains(collection) else { return lastValue ?? collection[index] }
    let element = collection[index]
    lastValue = element
    return element
  }

  func set(_ value: Base.Element) {
    modify { $0 = value }
  }

  func modify(_ body: (inout Base.Element) -> Void) {
    base.modify { collection in
      guard contains(collection) else { return }
      body(&collection[index])
      lastValue = collection[index]
    }
  }

  private func contains(_ collection: Base) -> Bool {
    index >= collection.startIndex && index < collection.endIndex
  }
}
