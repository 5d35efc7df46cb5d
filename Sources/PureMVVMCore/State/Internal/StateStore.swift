/// The storage of every dynamic property under one host, keyed by identity.
///
/// Each resolution marks the keys it uses; ``sweep()`` then drops the rest, so the state
/// of a view that left the tree is gone, and a view that comes back starts afresh — as in
/// SwiftUI. A key whose storage has another type (the view at that position changed type)
/// gets fresh storage.
@MainActor
final class StateStore {
  private struct Entry {
    let storage: AnyObject
    /// What the storage was made for: the type that asked for it.
    let kind: ObjectIdentifier
    var generation: Int
  }

  // It skips the run-time exclusivity check (two or three calls for every view with state
  // resolved). That is safe: only this class touches it, on the main actor, and no access
  // to it runs any other code while it lasts: `make` runs between the look-up and the
  // insertion, not inside either, and `sweep()`'s filter reads other properties only.
  @exclusivity(unchecked) private var entries: [UInt64: Entry] = [:]
  private var generation = 0
  /// How many entries this pass has used so far; when all were, nothing needs sweeping.
  private var used = 0
  /// How many times storage was asked for, and how many times it was made: how a replay
  /// checks that a view asked for the storage it asked for before (see `ScopeRecords`).
  private(set) var reads = 0
  private(set) var made = 0

  /// The storage at `key`, made by `make` the first time (or after it was swept).
  func storage<Storage: AnyObject>(at key: UInt64, make: () -> Storage) -> Storage {
    let storage = storage(at: key, for: Storage.self, make: make)
    // Storage asked for under this kind is only ever made by `make`, as a `Storage`.
    return unsafeDowncast(storage, to: Storage.self)
  }

  /// The storage at `key` for `kind`, made by `make` the first time (or after it was
  /// swept, or when the storage there was made for another kind).
  ///
  /// A kind is any type that stands for one type of storage, so a caller generic over a
  /// value needs no look-up of its storage's type, for every view resolved: a `@State`
  /// passes its cell's own type, read from the cell.
  func storage(at key: UInt64, for kind: Any.Type, make: () -> AnyObject) -> AnyObject {
    reads &+= 1
    let kind = ObjectIdentifier(kind)
    // One look-up for the key: the entry is marked through its index, not hashed again.
    if let index = entries.index(forKey: key), entries.values[index].kind == kind {
      if entries.values[index].generation != generation {
        entries.values[index].generation = generation
        used += 1
      }
      return entries.values[index].storage
    }
    made &+= 1
    let storage = make()
    let entry = Entry(storage: storage, kind: kind, generation: generation)
    if entries.updateValue(entry, forKey: key) == nil {
      used += 1
    }
    return storage
  }

  /// Starts a resolution: keys not used before the next ``sweep()`` are dropped by it.
  func beginPass() {
    generation &+= 1
    used = 0
  }

  /// Drops the storage no view used in this pass.
  func sweep() {
    guard used < entries.count else { return }
    entries = entries.filter { $0.value.generation == generation }
  }
}
