import Foundation

/// Where an id's identity starts: the bits of ids that identify themselves (integers,
/// UUIDs), scrambled with a key drawn at random for each process as `Hasher` seeds its
/// hashes, or any other id's hash.
package enum IdentityScrambling {
  /// This process's key.
  private static let key = UInt64.random(in: .min ... .max)

  /// The identity `value` starts from: for an `Int` or a `UUID`, the id types of most
  /// lists, its bits scrambled; for any other type, its hash.
  ///
  /// Equal integers and equal UUIDs have equal bits, so equal ids still start alike.
  /// Hashing a UUID costs about 200 instructions a row; scrambling its bits costs a few.
  /// Two UUIDs that fold to one start are told apart as ids whose hashes collide are, and
  /// the random key keeps a hostile list from choosing ids that crowd one bucket.
  package static func startingComponent<ID: Hashable>(of value: ID) -> UInt64 {
    if ID.self == Int.self {
      return scrambled(UInt64(bitPattern: Int64(unsafeBitCast(value, to: Int.self))))
    }
    if ID.self == UUID.self {
      let halves = unsafeBitCast(value, to: (UInt64, UInt64).self)
      return scrambled(scrambled(halves.0) ^ halves.1)
    }
    return UInt64(bitPattern: Int64(value.hashValue))
  }

  /// `bits` xored with the key, then ``mixed(_:)``.
  package static func scrambled(_ bits: UInt64) -> UInt64 {
    mixed(bits ^ key)
  }

  /// `bits` mixed so that every bit moves every other one (SplitMix64's finaliser); the
  /// mixing behind every identity, keyed or not.
  ///
  /// Each step can be undone, so distinct bits stay distinct.
  package static func mixed(_ bits: UInt64) -> UInt64 {
    var mixed = (bits ^ (bits >> 30)) &* 0xbf58_476d_1ce4_e5b9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
    return mixed ^ (mixed >> 31)
  }
}
