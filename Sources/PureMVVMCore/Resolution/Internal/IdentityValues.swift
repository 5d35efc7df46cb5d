/// The values an ``Identities`` table holds, in memory of their own that doubles as it
/// fills.
///
/// Not an array: the table's type is generic and not specialised, and every operation on
/// an array of its values looked up the array's type at run time, several times for
/// every row appended (about 400 instructions a row of a `ForEach`). Through a pointer,
/// each value is copied with the witnesses of its own type, which the table already has.
///
/// The stored properties skip the run-time exclusivity check (a call on every append and
/// every read of ``count``). That is safe: only this class's methods change them, and
/// while one does it calls out only to copy or destroy values. Destroying one may run an
/// id's `deinit`, but no code outside this package can name this storage; and the class
/// is not `Sendable`, so no other thread holds it.
package final class IdentityValues<Value> {
  @exclusivity(unchecked) private var base: UnsafeMutablePointer<Value>
  @exclusivity(unchecked) private var capacity: Int
  /// How many values are held, at indices `0..<count`.
  @exclusivity(unchecked) package private(set) var count = 0

  /// Whether no value is held.
  package var isEmpty: Bool { count == 0 }

  /// Creates empty storage.
  package init() {
    capacity = 0
    base = UnsafeMutablePointer.allocate(capacity: 0)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// The value at `index`, which must be below ``count``.
  package subscript(index: Int) -> Value {
    precondition(index >= 0 && index < count, "identity value index out of range")
    return base[index]
  }

  /// Makes room for `minimumCapacity` values in all.
  package func reserveCapacity(_ minimumCapacity: Int) {
    if minimumCapacity > capacity { move(toCapacity: minimumCapacity) }
  }

  /// Adds `value` after the others.
  package func append(_ value: Value) {
    if count == capacity { move(toCapacity: Swift.max(2 * capacity, 16)) }
    (base + count).initialize(to: value)
    count += 1
  }

  /// Keeps only the values at `indices` (ascending, each below ``count``), in that order.
  package func keep(_ indices: [Int]) {
    let kept = UnsafeMutablePointer<Value>.allocate(capacity: indices.count)
    for (position, index) in indices.enumerated() {
      precondition(index >= 0 && index < count, "identity value index out of range")
      (kept + position).initialize(to: base[index])
    }
    base.deinitialize(count: count)
    base.deallocate()
    base = kept
    capacity = indices.count
    count = indices.count
  }

  private func move(toCapacity newCapacity: Int) {
    let moved = UnsafeMutablePointer<Value>.allocate(capacity: newCapacity)
    moved.moveInitialize(from: base, count: count)
    base.deallocate()
    base = moved
    capacity = newCapacity
  }
}
