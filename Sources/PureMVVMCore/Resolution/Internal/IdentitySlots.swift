/// Where each identity an ``Identities`` table holds is in its storage: a hash table from
/// identities to indices.
///
/// Identities are hashes already (an id's `hashValue`, seeded for each process, or a
/// salted mix of one), so a multiplication spreads them over the buckets; a `Dictionary`
/// would hash each one again with SipHash on every look-up and every insert (about 500
/// instructions a row of a `ForEach`). Open addressing with linear probing, at most three
/// quarters full; identities are only ever added (a table that forgets some is built anew).
///
/// A new identity is not put in its bucket when it comes, but noted as pending, with a
/// mark in a bit set a sixteenth of the buckets' size; the pending ones are put in their
/// buckets all at once, the next time a look-up's mark is set. The rows of a long list
/// come in with identities never seen, and their buckets are spread over megabytes: put
/// in one by one, each waits for its bucket to come from memory (6 % of resolving 100k
/// rows); put in together, the waits overlap, and the marks stay in the cache.
package struct IdentitySlots {
  /// One bucket: an identity and its index, or no index (`-1`) when the bucket is free.
  private struct Bucket {
    var identity: UInt64
    var index: Int
  }

  private var buckets: [Bucket] = []
  /// How many bits of the spread identity choose its bucket: `buckets.count` is `1 << bits`.
  private var bits = 0
  /// A bit for each identity held (eight for each bucket, chosen by three more bits of
  /// the spread identity): a clear one proves the identity is not held.
  private var marks: [UInt64] = []
  /// The identities held but not yet in their buckets, in the order they came: none of
  /// them in a bucket, no two alike.
  private var pending: [Bucket] = []
  /// How many identities are held, pending ones included.
  package private(set) var count = 0

  /// Creates an empty table.
  package init() {}

  /// The index of `identity`, or `nil` when the table does not hold it.
  ///
  /// Mutating: when `identity` may be held, the pending identities go to their buckets
  /// first.
  package subscript(identity: UInt64) -> Int? {
    mutating get {
      guard count > 0, isMarked(identity) else { return nil }
      placePending()
      var bucket = home(of: identity)
      while buckets[bucket].index >= 0 {
        if buckets[bucket].identity == identity { return buckets[bucket].index }
        bucket = (bucket + 1) & (buckets.count - 1)
      }
      return nil
    }
  }

  /// Holds `identity` at `index`, replacing the index it had.
  ///
  /// - Precondition: `index` is not negative.
  package mutating func insert(_ identity: UInt64, at index: Int) {
    precondition(index >= 0, "identity slots hold indices from 0")
    if (count + 1) * 4 > buckets.count * 3 { grow(toHold: count + 1) }
    if !isMarked(identity) {
      mark(identity)
      pending.append(Bucket(identity: identity, index: index))
      count += 1
      return
    }
    placePending()
    var bucket = home(of: identity)
    while buckets[bucket].index >= 0 {
      if buckets[bucket].identity == identity {
        buckets[bucket].index = index
        return
      }
      bucket = (bucket + 1) & (buckets.count - 1)
    }
    buckets[bucket] = Bucket(identity: identity, index: index)
    count += 1
  }

  /// Makes room for `capacity` identities without growing again: for a million at the
  /// most, so an absurd capacity asks for no more memory than that (the table grows as
  /// identities come in beyond it).
  package mutating func reserveCapacity(_ capacity: Int) {
    let capacity = min(capacity, 1 << 20)
    if capacity * 4 > buckets.count * 3 { grow(toHold: capacity) }
  }

  /// `identity` spread over 64 bits (Fibonacci hashing), so identities that differ only
  /// in high bits, or only in low ones, still land apart: its top bits choose its bucket
  /// and its mark.
  private func spread(_ identity: UInt64) -> UInt64 {
    identity &* 0x9e37_79b9_7f4a_7c15
  }

  /// The first bucket to look in for `identity`.
  private func home(of identity: UInt64) -> Int {
    Int(truncatingIfNeeded: spread(identity) >> UInt64(64 - bits))
  }

  /// Where `identity`'s mark is: a word of `marks` and the bit in it.
  private func markPosition(of identity: UInt64) -> (word: Int, bit: UInt64) {
    let position = spread(identity) >> UInt64(64 - (bits + 3))
    return (Int(truncatingIfNeeded: position >> 6), 1 << (position & 63))
  }

  private func isMarked(_ identity: UInt64) -> Bool {
    let (word, bit) = markPosition(of: identity)
    return marks[word] & bit != 0
  }

  private mutating func mark(_ identity: UInt64) {
    let (word, bit) = markPosition(of: identity)
    marks[word] |= bit
  }

  /// Puts the pending identities in their buckets; keeps the pending list's room for the
  /// next ones unless it grew large (identities inserted by the thousand, never looked up).
  private mutating func placePending() {
    guard !pending.isEmpty else { return }
    for entry in pending { place(entry) }
    pending.removeAll(keepingCapacity: pending.count <= 1_024)
  }

  /// Puts `entry`, an identity in no bucket, in the first free bucket from its home.
  ///
  /// The table is at most three quarters full, so a free bucket is always found; should a
  /// bug ever fill it, the program stops rather than look for one forever.
  private mutating func place(_ entry: Bucket) {
    var bucket = home(of: entry.identity)
    var probes = 0
    while buckets[bucket].index >= 0 {
      probes += 1
      precondition(probes < buckets.count, "IdentitySlots: no free bucket left")
      bucket = (bucket + 1) & (buckets.count - 1)
    }
    buckets[bucket] = entry
  }

  /// Rebuilds the table with room for `capacity` identities, at most three quarters full,
  /// every identity in its bucket.
  private mutating func grow(toHold capacity: Int) {
    var newBits = max(bits, 3)
    while capacity * 4 > (1 << newBits) * 3 { newBits += 1 }
    let held = buckets.filter { $0.index >= 0 } + pending
    bits = newBits
    buckets = Array(repeating: Bucket(identity: 0, index: -1), count: 1 << newBits)
    marks = Array(repeating: 0, count: 1 << (newBits + 3 - 6))
    pending = []
    for entry in held {
      place(entry)
      mark(entry.identity)
    }
  }
}
