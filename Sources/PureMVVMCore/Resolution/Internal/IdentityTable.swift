/// The identities of values that identify views (`ForEach` ids, `.id(_:)` values, a
/// presented item), compared with `==` as SwiftUI compares them.
///
/// A value's identity is its hash, unless another value under the same parent already
/// holds that identity: then it gets one of its own. Each resolution marks the values it
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
@MainActor
final class Identities<ID: Hashable>: IdentitySweeping {
  private var entries: [ID: (component: UInt64, generation: Int)] = [:]
  /// The identities held, to give a value whose hash is taken one of its own.
  private var held: Set<UInt64> = []
  /// The resolution using the table now.
  fileprivate(set) var generation: Int
  /// How many values this resolution has seen; when all were, nothing needs sweeping.
  private var seen = 0
  private var seenGeneration: Int
  /// Makes the identities of colliding values distinct from each other and from hashes.
  private var nextSalt: UInt64 = 0x636f_6c6c_0000_0000

  fileprivate init(generation: Int) {
    self.generation = generation
    seenGeneration = generation
  }

  /// The identity component of `value`.
  func component(for value: ID) -> UInt64 {
    if seenGeneration != generation {
      seenGeneration = generation
      seen = 0
    }
    if let index = entries.index(forKey: value) {
      if entries.values[index].generation != generation {
        entries.values[index].generation = generation
        seen += 1
      }
      return entries.values[index].component
    }
    var component = UInt64(bitPattern: Int64(value.hashValue))
    while !held.insert(component).inserted {
      nextSalt &+= 1
      component = component ^ nextSalt &* 0x9e37_79b9_7f4a_7c15
    }
    entries[value] = (component, generation)
    seen += 1
    return component
  }

  func sweep(keeping generation: Int) -> Bool {
    guard self.generation == generation else { return false }
    guard seenGeneration == generation, seen < entries.count else {
      return seenGeneration == generation || entries.isEmpty
    }
    entries = entries.filter { $0.value.generation == generation }
    held = Set(entries.values.map(\.component))
    return true
  }
}
