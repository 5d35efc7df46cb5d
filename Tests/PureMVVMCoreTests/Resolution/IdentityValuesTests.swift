import PureMVVMCore
import Testing

/// The storage of an identity table's values: every value kept, in order, and released.
@Suite struct IdentityValuesTests {
  /// A value whose release a test can watch through a weak reference.
  final class Tracked {
    let number: Int
    init(_ number: Int) { self.number = number }
  }

  @Test func valuesAppendedPastEveryGrowthReadBackInOrder() {
    let values = IdentityValues<String>()
    #expect(values.isEmpty)
    for index in 0..<1_000 { values.append("valor \(index) ñ") }
    #expect(values.count == 1_000)
    #expect((0..<1_000).allSatisfy { values[$0] == "valor \($0) ñ" })
  }

  @Test func reservingKeepsTheValuesAlreadyHeld() {
    let values = IdentityValues<Int>()
    values.append(7)
    values.reserveCapacity(10_000)
    values.append(8)
    values.reserveCapacity(1)
    #expect(values.count == 2)
    #expect(values[0] == 7 && values[1] == 8)
  }

  @Test func keepingCompactsToTheGivenIndicesInOrder() {
    let values = IdentityValues<Int>()
    for number in 0..<10 { values.append(number * 10) }
    values.keep([1, 4, 9])
    #expect(values.count == 3)
    #expect([values[0], values[1], values[2]] == [10, 40, 90])
    values.append(100)
    #expect(values.count == 4 && values[3] == 100)
  }

  @Test func keepingNothingLeavesItEmptyAndUsable() {
    let values = IdentityValues<String>()
    values.append("uno")
    values.keep([])
    #expect(values.isEmpty)
    values.append("dos")
    #expect(values.count == 1 && values[0] == "dos")
  }

  @Test func valuesDroppedByKeepingOrByTheStorageGoingAwayAreReleased() {
    weak var dropped: Tracked?
    weak var kept: Tracked?
    do {
      let values = IdentityValues<Tracked>()
      for number in 0..<40 { values.append(Tracked(number)) }
      dropped = values[0]
      kept = values[39]
      values.keep([39])
      #expect(dropped == nil)
      #expect(kept?.number == 39)
      #expect(values[0].number == 39)
    }
    #expect(kept == nil)
  }
}
