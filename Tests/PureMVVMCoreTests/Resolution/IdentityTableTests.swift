import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// Identity compares ids with `==`, as SwiftUI does: unequal ids whose hashes collide are
/// different views.
@MainActor
@Suite struct IdentityTableTests {
  /// A key whose every value hashes alike.
  struct CollidingKey: Hashable {
    let name: String

    func hash(into hasher: inout Hasher) { hasher.combine(0) }
  }

  /// Three names whose `count` claims far more, as a hostile collection may.
  struct BoastfulNames: RandomAccessCollection {
    private let names = ["Anaga", "Teide", "Teno"]
    var startIndex: Int { names.startIndex }
    var endIndex: Int { names.endIndex }
    var count: Int { .max }
    subscript(position: Int) -> String { names[position] }
  }

  struct Counter: View {
    let label: String
    @State private var count = 0

    var body: some View {
      Button("\(label): \(count)") { count += 1 }
    }
  }

  struct Keyed: View {
    @State private var key = CollidingKey(name: "uno")

    var body: some View {
      VStack {
        Counter(label: key.name).id(key)
        Button("Dos") { key = CollidingKey(name: "dos") }
        Button("Uno otra vez") { key = CollidingKey(name: "uno") }
      }
    }
  }

  @Test func aNewIDWhoseHashCollidesIsStillANewIdentity() throws {
    let inspector = DesignInspector(Keyed())
    try inspector.find(button: "uno: 0").tap()
    try inspector.find(button: "Uno otra vez").tap()
    _ = try inspector.find(button: "uno: 1")
    try inspector.find(button: "Dos").tap()
    _ = try inspector.find(button: "dos: 0")
    try inspector.find(button: "dos: 0").tap()
    try inspector.find(button: "Uno otra vez").tap()
    _ = try inspector.find(button: "uno: 0")
  }

  struct Rows: View {
    @State private var keys = ["a", "b", "c"].map(CollidingKey.init)

    var body: some View {
      VStack {
        ForEach(keys, id: \.self) { key in Counter(label: key.name) }
        Button("Reverse") { keys.reverse() }
        Button("Swap b for d") { keys[1] = CollidingKey(name: "d") }
        Button("Drop a") { keys.removeFirst() }
      }
    }
  }

  @Test func rowsWhoseIDsCollideKeepStatesOfTheirOwnThroughAReorder() throws {
    let inspector = DesignInspector(Rows())
    try inspector.find(button: "b: 0").tap()
    try inspector.find(button: "b: 1").tap()
    try inspector.find(button: "c: 0").tap()
    _ = try inspector.find(button: "a: 0")
    try inspector.find(button: "Reverse").tap()
    #expect(inspector.buttonTitles.prefix(3) == ["c: 1", "b: 2", "a: 0"])
  }

  @Test func aRowReplacedByOneWithTheSameHashStartsAfresh() throws {
    let inspector = DesignInspector(Rows())
    try inspector.find(button: "b: 0").tap()
    try inspector.find(button: "Swap b for d").tap()
    #expect(inspector.buttonTitles.prefix(3) == ["a: 0", "d: 0", "c: 0"])
  }

  @Test func rowsWhoseIDsCollideKeepTheirStatesWhenTheRowHoldingTheHashLeaves() throws {
    let inspector = DesignInspector(Rows())
    try inspector.find(button: "b: 0").tap()
    try inspector.find(button: "c: 0").tap()
    try inspector.find(button: "c: 1").tap()
    try inspector.find(button: "Drop a").tap()
    try inspector.find(button: "b: 1").tap()
    #expect(inspector.buttonTitles.prefix(2) == ["b: 2", "c: 2"])
  }

  /// Rows identified by UUIDs and by integers, whose identities start from their bits.
  struct BitRows: View {
    @State private var routes = [
      "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "E621E1F8-C36C-495A-93FC-0C247A3E6E60",
    ].compactMap(UUID.init(uuidString:))
    @State private var numbers = [Int.min, -1, 0, Int.max]

    var body: some View {
      VStack {
        ForEach(routes, id: \.self) { route in Counter(label: String(route.uuidString.suffix(2))) }
        ForEach(numbers, id: \.self) { number in Counter(label: "\(number)") }
        Button("Reverse") {
          routes.reverse()
          numbers.reverse()
        }
      }
    }
  }

  @Test func rowsIdentifiedByUUIDsAndIntegersKeepTheirStatesThroughAReorder() throws {
    let inspector = DesignInspector(BitRows())
    try inspector.find(button: "60: 0").tap()
    try inspector.find(button: "\(Int.min): 0").tap()
    try inspector.find(button: "-1: 0").tap()
    try inspector.find(button: "-1: 1").tap()
    try inspector.find(button: "Reverse").tap()
    #expect(
      inspector.buttonTitles.prefix(6) == [
        "60: 1", "5F: 0", "\(Int.max): 0", "0: 0", "-1: 2", "\(Int.min): 1",
      ])
  }

  @Test func aCollectionClaimingAnAbsurdCountResolvesItsRealRows() {
    let design = VStack { ForEach(BoastfulNames(), id: \.self) { Text($0) } }
    #expect(DesignInspector(design).texts == ["Anaga", "Teide", "Teno"])
  }
}

extension DesignInspector {
  /// The titles of the buttons on screen, in order.
  fileprivate var buttonTitles: [String] {
    elements.first?.children.compactMap { $0.control?.title } ?? []
  }
}
