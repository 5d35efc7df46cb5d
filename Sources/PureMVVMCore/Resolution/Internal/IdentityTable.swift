/// The identities of values that identify views (`ForEach` ids, `.id(_:)` values, a
/// presented item), compared with `==` as SwiftUI compares them.
///
/// A value's identity is its hash, unless another value with the same hash but not equal
/// to it holds that identity under the same parent: then it gets an identity of its own.
/// Each resolution marks the values it sees; ``sweep()`` forgets the rest, so a value that
/// left and a different value with its hash that came in share nothing.
@MainActor
final class IdentityTable {
  /// A parent and the hash of a value below it.
  private struct Key: Hashable {
    let parent: UInt64
    let hash: UInt64
  }

  /// One value, the identity it holds, and the last resolution that saw it.
  private struct Holder {
    let value: AnyHashable
    let component: UInt64
    var generation: Int
  }

  /// The values of one key: almost always one.
  private struct Entry {
    var first: Holder
    var colliding: [Holder] = []
  }

  private var entries: [Key: Entry] = [:]
  private var generation = 0
  /// Values held, and how many this pass has seen; when all were, nothing needs sweeping.
  private var held = 0
  private var seen = 0
  /// Makes the identities of colliding values distinct from each other and from hashes.
  private var nextSalt: UInt64 = 0x636f_6c6c_0000_0000

  /// The identity component of `value` below the view at `parent`.
  func component(for value: some Hashable, below parent: UInt64) -> UInt64 {
    let hash = UInt64(bitPattern: Int64(value.hashValue))
    let key = Key(parent: parent, hash: hash)
    let boxed = AnyHashable(value)
    guard let index = entries.index(forKey: key) else {
      entries[key] = Entry(first: Holder(value: boxed, component: hash, generation: generation))
      held += 1
      seen += 1
      return hash
    }
    return component(for: boxed, hash: hash, in: &entries.values[index])
  }

  /// The identity `value` holds in `entry`, or a new one.
  private func component(for value: AnyHashable, hash: UInt64, in entry: inout Entry) -> UInt64 {
    if entry.first.value == value { return mark(&entry.first) }
    if let index = entry.colliding.firstIndex(where: { $0.value == value }) {
      return mark(&entry.colliding[index])
    }
    nextSalt &+= 1
    let component = hash ^ nextSalt &* 0x9e37_79b9_7f4a_7c15
    entry.colliding.append(Holder(value: value, component: component, generation: generation))
    held += 1
    seen += 1
    return component
  }

  private func mark(_ holder: inout Holder) -> UInt64 {
    if holder.generation != generation {
      holder.generation = generation
      seen += 1
    }
    return holder.component
  }

  /// Starts a resolution: values not seen before the next ``sweep()`` are forgotten by it.
  func beginPass() {
    generation &+= 1
    seen = 0
  }

  /// Forgets the values no view used in this pass.
  func sweep() {
    guard seen < held else { return }
    var kept: [Key: Entry] = [:]
    held = 0
    for (key, entry) in entries {
      let holders = ([entry.first] + entry.colliding).filter { $0.generation == generation }
      guard let first = holders.first else { continue }
      kept[key] = Entry(first: first, colliding: Array(holders.dropFirst()))
      held += holders.count
    }
    entries = kept
  }
}
