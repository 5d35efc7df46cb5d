/// Arrays that containers resolve their children into, kept from one container to the
/// next.
///
/// A container's element copies its children into its own storage, so the array they
/// were resolved into is free again at once: reusing it spares an allocation and a free
/// for each container resolved (two a route row).
@MainActor
final class ElementScratch {
  /// Arrays not in use, emptied, their capacity kept.
  ///
  /// Unchecked at run time (the check costs more than the rest of taking an array): each
  /// access is one call to the array's own `popLast()` or `append(_:)`, which runs no
  /// code of ours, so no two accesses can overlap.
  @exclusivity(unchecked) private var spares: [[Element]] = []

  /// The largest capacity kept: an array that grew larger (the rows of a long list) is
  /// freed, so a graph holds no more than a few kilobytes here.
  private static let keptCapacity = 64

  /// An empty array: a spare one when there is one.
  func take() -> [Element] {
    spares.popLast() ?? []
  }

  /// Keeps `array`, emptied, for the next ``take()``, unless it grew too large; `array`
  /// is then empty.
  func giveBack(_ array: inout [Element]) {
    guard array.capacity <= Self.keptCapacity else {
      array = []
      return
    }
    // Faster than `removeAll(keepingCapacity:)` for the few children a container has.
    while array.popLast() != nil {}
    spares.append(array)
    array = []
  }
}
