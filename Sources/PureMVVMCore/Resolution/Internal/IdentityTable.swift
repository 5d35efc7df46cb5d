/// The identities of values that identify views (`ForEach` ids, `.id(_:)` values, a
/// presented item), compared with `==` as SwiftUI compares them.
///
/// A value's identity is its hash (an integer's or a UUID's scrambled bits, see
/// ``IdentityScrambling``), unless another value under the same parent already holds that
/// identity: then it gets one of its own. Each resolution marks the values it
/// sees; ``sweep()`` forgets the rest, so a value that left and a different value with
/// its hash that came in share nothing.
@MainActor
final class IdentityTable {
  /// The values seen under each parent, in a table of their own type.
  private var tables: [UInt64: any IdentitySweeping] = [:]
  private var generation = 0

  /// The table of `ID` values below the view at `parent`: fetch it once for many values
  /// (the rows of a `ForEach`).
  func table<ID: Hashable>(of type: ID.Type, below parent: UInt64) -> Identities<ID> {
    if let table = tables[parent] as? Identities<ID> {
      table.generation = generation
      return table
    }
    let table = Identities<ID>(generation: generation)
    tables[parent] = table
    return table
  }

  /// The identity component of `value` below the view at `parent`.
  func component(for value: some Hashable, below parent: UInt64) -> UInt64 {
    table(of: type(of: value), below: parent).component(for: value)
  }

  /// Starts a resolution: values not seen before the next ``sweep()`` are forgotten by it.
  func beginPass() {
    generation &+= 1
  }

  /// Forgets the values, and the parents, no view used in this pass.
  func sweep() {
    tables = tables.filter { $0.value.sweep(keeping: generation) }
  }
}

/// A table ``IdentityTable`` can sweep, whatever its value type.
@MainActor
protocol IdentitySweeping: AnyObject {
  /// Drops the values not seen in `generation`; `false` when the parent itself was not.
  func sweep(keeping generation: Int) -> Bool
}

/// The values of one type below one parent, and the identities they hold.
///
/// Kept in parallel storage indexed through a table of identities (``IdentitySlots``): the
/// values' type is generic, and every operation on a dictionary keyed by it would run the
/// standard library's unspecialised code (about 2k instructions to insert one row's id).
/// The values themselves are in an ``IdentityValues``, not an array, for the same reason.
///
/// The stored properties skip the run-time exclusivity check (eight calls a row
/// otherwise). That is safe: only this file touches them, and while it holds an access it
/// calls out only to the ids' own `hashValue` and `==`, which cannot reach this table (it
/// belongs to a view graph, reachable only by the resolution running it).
@MainActor
final class Identities<ID: Hashable>: IdentitySweeping {
  /// Where each identity held is in the storage below.
  @exclusivity(unchecked) private var slots = IdentitySlots()
  /// The values, their identities, and the last resolution that saw each.
  private let values = IdentityValues<ID>()
  @exclusivity(unchecked) private var components: [UInt64] = []
  @exclusivity(unchecked) private var generations: [Int] = []
  /// Where the values whose hash was taken when they came are; most tables hold none.
  @exclusivity(unchecked) private var salted: [ID: Int] = [:] {
    didSet { holdsSalted = !salted.isEmpty }
  }
  /// Whether ``salted`` holds any value, kept apart: asking the dictionary, whose key type
  /// is generic here, called the standard library's unspecialised code, retaining and
  /// releasing its storage around the call, for every row.
  @exclusivity(unchecked) private var holdsSalted = false
  /// The resolution using the table now.
  @exclusivity(unchecked) fileprivate(set) var generation: Int
  /// How many values this resolution has seen; when all were, nothing needs sweeping.
  @exclusivity(unchecked) private var seen = 0
  @exclusivity(unchecked) private var seenGeneration: Int
  /// Makes the identities of colliding values distinct from each other and from hashes.
  private var nextSalt: UInt64 = 0x636f_6c6c_0000_0000

  fileprivate init(generation: Int) {
    self.generation = generation
    seenGeneration = generation
  }

  /// Makes room for `count` values, before the rows of a `ForEach` come in: for a million
  /// at the most, so an absurd count grows the table row by row as it did, instead of
  /// asking for all of its memory at once.
  func reserveCapacity(_ count: Int) {
    guard values.isEmpty else { return }
    let count = min(count, 1 << 20)
    slots.reserveCapacity(count)
    values.reserveCapacity(count)
    components.reserveCapacity(count)
    generations.reserveCapacity(count)
  }

  /// The identity component of `value`.
  func component(for value: ID) -> UInt64 {
    if seenGeneration != generation {
      seenGeneration = generation
      seen = 0
    }
    let hash = IdentityScrambling.startingComponent(of: value)
    let holder = slots[hash]
    if let holder, values[holder] == value { return see(holder) }
    if holdsSalted, let index = salted[value] { return see(index) }
    var component = hash
    if holder != nil {
      repeat {
        nextSalt &+= 1
        component = component ^ nextSalt &* 0x9e37_79b9_7f4a_7c15
      } while slots[component] != nil
    }
    if component != hash { salted[value] = values.count }
    slots.insert(component, at: values.count)
    values.append(value)
    components.append(component)
    generations.append(generation)
    seen += 1
    return component
  }

  /// Marks the value at `index` seen by this resolution, and returns its identity.
  private func see(_ index: Int) -> UInt64 {
    if generations[index] != generation {
      generations[index] = generation
      seen += 1
    }
    return components[index]
  }

  func sweep(keeping generation: Int) -> Bool {
    guard self.generation == generation else { return false }
    guard seenGeneration == generation, seen < values.count else {
      return seenGeneration == generation || values.isEmpty
    }
    let kept = generations.indices.filter { generations[$0] == generation }
    let wasSalted = Set(salted.values)
    values.keep(kept)
    components = kept.map { components[$0] }
    generations = kept.map { generations[$0] }
    // A new table sized for the values kept: after a long list shrinks, the old one's
    // room would stay taken until the table goes.
    slots = IdentitySlots()
    slots.reserveCapacity(kept.count)
    salted = [:]
    for (index, old) in kept.enumerated() {
      slots.insert(components[index], at: index)
      if wasSalted.contains(old) { salted[values[index]] = index }
    }
    return true
  }
}
