import Foundation
import PureMVVMCore
import Testing

/// Where an id's identity starts: equal ids alike, distinct integers apart, both halves of
/// a UUID counted, and other ids by their hash.
@Suite struct IdentityScramblingTests {
  @Test func equalIntegersAndEqualUUIDsStartAlike() throws {
    let text = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    let uuid = try #require(UUID(uuidString: text))
    let again = try #require(UUID(uuidString: text.lowercased()))
    #expect(
      IdentityScrambling.startingComponent(of: uuid)
        == IdentityScrambling.startingComponent(of: again))
    #expect(
      IdentityScrambling.startingComponent(of: 41 + 1)
        == IdentityScrambling.startingComponent(of: 42))
  }

  @Test func distinctIntegersStartApartEvenAtTheExtremes() {
    let integers = Array(-50_000..<50_000) + [.min, .max, .min + 1, .max - 1, 1 << 32, 1 << 62]
    let starts = Set(integers.map { IdentityScrambling.startingComponent(of: $0) })
    #expect(starts.count == integers.count)
  }

  @Test func integersAreScrambledNotTakenAsTheyAre() {
    let starts = (0..<64).map { IdentityScrambling.startingComponent(of: $0) }
    #expect(starts != (0..<64).map { UInt64($0) })
    // Neighbours differ in about half their bits, not in one or two.
    let flips = zip(starts, starts.dropFirst()).map { ($0 ^ $1).nonzeroBitCount }
    #expect(flips.allSatisfy { $0 >= 12 })
  }

  @Test func uuidsDifferingInEitherHalfStartApart() throws {
    let base = try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000000"))
    let firstHalf = try #require(UUID(uuidString: "00000000-0000-0001-0000-000000000000"))
    let secondHalf = try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
    let starts = Set([base, firstHalf, secondHalf].map(IdentityScrambling.startingComponent))
    #expect(starts.count == 3)
  }

  @Test func otherIDsStartFromTheirHash() {
    #expect(
      IdentityScrambling.startingComponent(of: "Ruta del Águila")
        == UInt64(bitPattern: Int64("Ruta del Águila".hashValue)))
    #expect(
      IdentityScrambling.startingComponent(of: Int32(7))
        == UInt64(bitPattern: Int64(Int32(7).hashValue)))
  }
}
