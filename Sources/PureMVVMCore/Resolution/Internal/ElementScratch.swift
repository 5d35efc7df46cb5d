/// Arrays that containers resolve their children into, kept from one container to the
/// next.
///
/// A container's element copies its children into its own storage, so the array they
/// were resolved into is free again at once: reusing it spares an allocation and a free
/// for each container resolved (two a route row).
@MainActor
final class ElementScratch {
  /// Arrays not in use, emptied, their capacity kept: a stack in memory of this object's
  /// own, the last given back first.
  ///
  /// Not an array of arrays: taking one out called that array's `popLast()`, and the call
  /// retained and released this object around it, for every container resolved. Moving
  /// an array in or out of this memory calls nothing.
  ///
  /// Unchecked at run time (the check costs more than the rest of taking an array): only
  /// ``take()``, ``giveBack(_:)``, ``grow()`` and `deinit` touch it, and none of them
  /// calls out while it holds an access, so no two accesses can overlap.
  @exclusivity(unchecked) private var spares = Spares()

  /// The spare arrays' memory, how many it holds and how many it has room for.
  private struct Spares: @unchecked Sendable {
    // Safety: `Sendable` only so that `deinit`, which is not isolated to the main actor,
    // may free the memory. Every other access is from the main actor (the class is
    // isolated to it), and `deinit` runs once no reference to the class is left, so never
    // alongside another access. The arrays held are empty: freeing them runs no element's
    // code, on whatever thread it happens.

    /// `nil` until an array is first given back: a graph that never resolves a container
    /// (the scratch graph of each replayed tap) allocates nothing here.
    var base: UnsafeMutablePointer<[Element]>?
    var count = 0
    var capacity = 0
  }

  /// The largest capacity kept: an array that grew larger (the rows of a long list) is
  /// freed, so a graph holds no more than a few kilobytes here.
  private static let keptCapacity = 64

  deinit {
    guard let base = spares.base else { return }
    base.deinitialize(count: spares.count)
    base.deallocate()
  }

  /// An empty array: a spare one when there is one.
  func take() -> [Element] {
    guard spares.count > 0, let base = spares.base else { return [] }
    spares.count -= 1
    return (base + spares.count).move()
  }

  /// Keeps `array`, emptied, for the next ``take()``, unless it grew too large; `array`
  /// is then empty.
  func giveBack(_ array: inout [Element]) {
    // An array without room has nothing worth keeping.
    guard array.capacity > 0, array.capacity <= Self.keptCapacity else {
      array = []
      return
    }
    // Faster than `removeAll(keepingCapacity:)` for the few children a container has.
    while array.popLast() != nil {}
    if spares.count == spares.capacity { grow() }
    // Swapped in, not copied: a copy would retain the array's buffer, and emptying
    // `array` release it again.
    let slot = spares.base.unsafelyUnwrapped + spares.count
    slot.initialize(to: [])
    swap(&slot.pointee, &array)
    spares.count += 1
  }

  /// Doubles the room for spare arrays (room for eight at first), moving those held.
  private func grow() {
    let capacity = max(8, spares.capacity * 2)
    let larger = UnsafeMutablePointer<[Element]>.allocate(capacity: capacity)
    if let base = spares.base {
      larger.moveInitialize(from: base, count: spares.count)
      base.deallocate()
    }
    spares.base = larger
    spares.capacity = capacity
  }
}
