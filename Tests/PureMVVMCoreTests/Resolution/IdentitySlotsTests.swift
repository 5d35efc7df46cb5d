import PureMVVMCore
import Testing

/// The table from identities to indices: every identity found again through each growth,
/// absent ones not found, and patterns that would pile up in one bucket spread out.
@Suite struct IdentitySlotsTests {
  @Test func identitiesInsertedPastEveryGrowthAreFoundAtTheirIndices() {
    var slots = IdentitySlots()
    #expect(slots[42] == nil)
    let identities = (0..<5_000).map { UInt64($0) &* 0x2545_f491_4f6c_dd1d }
    for (index, identity) in identities.enumerated() { slots.insert(identity, at: index) }
    #expect(slots.count == 5_000)
    #expect(identities.indices.allSatisfy { slots[identities[$0]] == $0 })
    #expect(slots[1] == nil)
  }

  /// Each look-up of an identity just inserted puts the pending ones in their buckets:
  /// placed once each, they leave the table room for the rest (placed again and again,
  /// they would fill it, and placing one more would stop the program).
  @Test func identitiesLookedUpAsTheyComeAreAllFoundAfterwards() {
    var slots = IdentitySlots()
    let identities = (0..<5_000).map { UInt64($0) &* 0x2545_f491_4f6c_dd1d }
    for (index, identity) in identities.enumerated() {
      slots.insert(identity, at: index)
      if index.isMultiple(of: 3) { #expect(slots[identity] == index) }
    }
    #expect(slots.count == 5_000)
    #expect(identities.indices.allSatisfy { slots[identities[$0]] == $0 })
  }

  /// Two identities whose spread values differ only in their lowest bit share a mark: the
  /// second is not held for all that, and is held once inserted.
  @Test func anIdentitySharingAnothersMarkIsHeldOnlyOnceInserted() {
    let multiplier: UInt64 = 0x9e37_79b9_7f4a_7c15
    var inverse = multiplier
    for _ in 0..<5 { inverse = inverse &* (2 &- multiplier &* inverse) }
    #expect(multiplier &* inverse == 1)
    var slots = IdentitySlots()
    slots.insert(0, at: 0)
    #expect(slots[inverse] == nil)
    slots.insert(inverse, at: 1)
    #expect(slots[0] == 0 && slots[inverse] == 1 && slots.count == 2)
  }

  @Test func insertingAnIdentityAgainReplacesItsIndex() {
    var slots = IdentitySlots()
    slots.insert(7, at: 0)
    slots.insert(7, at: 3)
    #expect(slots.count == 1)
    #expect(slots[7] == 3)
  }

  @Test func theExtremeIdentitiesAreHeldLikeAnyOther() {
    var slots = IdentitySlots()
    slots.insert(0, at: 1)
    slots.insert(.max, at: 2)
    slots.insert(1 << 63, at: 3)
    #expect(slots[0] == 1 && slots[.max] == 2 && slots[1 << 63] == 3)
  }

  /// Identities differing only in their high bits (multiples of 2³²), or only in their
  /// low bits, still land in different buckets: finding each stays quick, and all are
  /// found.
  @Test func identitiesDifferingOnlyInHighOrLowBitsAreAllFound() {
    var slots = IdentitySlots()
    let high = (0..<2_000).map { UInt64($0) << 32 }
    let low = (1..<2_000).map { UInt64($0) }
    for (index, identity) in (high + low).enumerated() { slots.insert(identity, at: index) }
    #expect(slots.count == 3_999)
    #expect(high.indices.allSatisfy { slots[high[$0]] == $0 })
    #expect(low.indices.allSatisfy { slots[low[$0]] == high.count + $0 })
  }

  @Test func reservingAnAbsurdCapacityStillHoldsIdentities() {
    var slots = IdentitySlots()
    slots.reserveCapacity(.max)
    slots.insert(.max, at: 0)
    #expect(slots[.max] == 0 && slots.count == 1)
  }

  @Test func reservingKeepsTheIdentitiesHeld() {
    var slots = IdentitySlots()
    slots.insert(11, at: 0)
    slots.reserveCapacity(10_000)
    slots.insert(12, at: 1)
    slots.reserveCapacity(1)
    #expect(slots[11] == 0 && slots[12] == 1)
  }
}
