/// Where each identity an ``Identities`` table holds is in its storage: a hash table from
/// identities to indices.
///
/// Identities are hashes already (an id's `hashValue`, seeded for each process, or a
/// salted mix of one), so a multiplication spreads them over the buckets; a `Dictionary`
/// would hash each one again with SipHash on every look-up and every insert (about 500
/// instructions a row of a `ForEach`). Open addressing with linear probing, at most three
/// quarters full; identities are only ever added (a table that forgets some is built anew).
package struct IdentitySlots {
  /// One bucket: an identity and its index, or no index (`-1`) when the bucket is free.
  private struct Bucket {
    var identity: UInt64
    var index: Int
  }

  private var buckets: [Bucket] = []
  /// How many bits of the spread identity choose its bucket: `buckets.count` is `1 << bits`.
  private var bits = 0
  /// How many identities are held.
  package private(set) var count = 0

  /// Creates an empty table.
  package init() {}

  /// The index of `identity`, or `nil` when the table does not hold it.
  package subscript(identity: UInt64) -> Int? {
    guard count > 0 else { return nil }
    var bucket = home(of: identity)
    while buckets[bucket].index >= 0 {
      if buckets[bucket].identity == identity { return buckets[bucket].index }
      bucket = (bucket + 1) & (buckets.count - 1)
    }
    return nil
  }

  /// Holds `identity` at `index`, replacing the index it had.
  ///
  /// - Precondition: `index` is not negative.
  package mutating func insert(_ identity: UInt64, at index: Int) {
    precondition(index >= 0, "identity slots hold indices from 0")
    if (count + 1) * 4 > buckets.count * 3 { grow(toHold: count + 1) }
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

  /// The first bucket to look in for `identity`: the top bits of its product with an odd
  /// constant (Fibonacci hashing), so identities that differ only in high bits, or only
  /// in low ones, still land apart.
  private func home(of identity: UInt64) -> Int {
    Int(truncatingIfNeeded: (identity &* 0x9e37_79b9_7f4a_7c15) >> UInt64(64 - bits))
  }

  /// Rebuilds the table with room for `capacity` identities, at most three quarters full.
  private mutating func grow(toHold capacity: Int) {
    var newBits = max(bits, 3)
    while capacity * 4 > (1 << newBits) * 3 { newBits += 1 }
    let old = buckets
    bits = newBits
    buckets = Array(repeating: Bucket(identity: 0, index: -1), count: 1 << newBits)
    count = 0
    for bucket in old where bucket.index >= 0 { insert(bucket.identity, at: bucket.index) }
  }
}
