import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite struct DynamicPropertyLayoutTests {
  /// A view type only the cache test resolves, so no other test has examined it first.
  struct Cached: View {
    @State private var count = 0
    @Environment(\.isEnabled) private var isEnabled
    let label = "x"
    @State private var name = ""

    var body: some View {
      Button("\(label) \(count) \(isEnabled) \(name)") { count += 1 }
    }
  }

  struct Linked: View {
    @State private var count = 0
    let label = "x"
    @Environment(\.isEnabled) private var isEnabled
    @State private var name = ""

    var body: some View {
      Button("\(label) \(count) \(isEnabled) \(name)") { count += 1 }
    }
  }

  /// A view with one state, resolved in turn with ``Pair``.
  struct Single: View {
    @State private var count = 0
    let row: Int

    var body: some View {
      Button("uno \(row): \(count)") { count += 1 }
    }
  }

  /// A view with two states, the second where ``Single`` has none.
  struct Pair: View {
    @State private var first = 0
    @State private var second = 10
    let row: Int

    var body: some View {
      Button("par \(row): \(first) \(second)") {
        first += 1
        second += 1
      }
    }
  }

  @Test func viewsOfTwoTypesResolvedInTurnEachLinkEveryStateOfTheirOwn() throws {
    let inspector = DesignInspector(
      VStack {
        ForEach(0..<2, id: \.self) { row in
          Single(row: row)
          Pair(row: row)
        }
      })
    try inspector.find(button: "par 1: 0 10").tap()
    try inspector.find(button: "uno 1: 0").tap()
    try inspector.find(button: "par 1: 1 11").tap()
    #expect(throws: Never.self) { try inspector.find(button: "par 1: 2 12") }
    #expect(throws: Never.self) { try inspector.find(button: "uno 1: 1") }
    #expect(throws: Never.self) { try inspector.find(button: "par 0: 0 10") }
  }

  @Test func aViewTypesLayoutIsCachedAfterItsFirstResolutionAndServesEveryLaterOne() throws {
    #expect(DynamicPropertyLayout.cachedPropertyCount(of: Cached.self) == nil)
    let inspector = DesignInspector(Cached())
    _ = inspector.elements
    #expect(DynamicPropertyLayout.cachedPropertyCount(of: Cached.self) == 3)
    for tap in 0..<50 {
      try inspector.find(button: "x \(tap) true ").tap()
      #expect(DynamicPropertyLayout.cachedPropertyCount(of: Cached.self) == 3)
    }
    _ = try inspector.find(button: "x 50 true ")
  }

  @Test func everyDynamicPropertyOfAViewIsLinkedWhateverItsPlaceAmongOtherFields() throws {
    let inspector = DesignInspector(Linked())
    try inspector.find(button: "x 0 true ").tap()
    _ = try inspector.find(button: "x 1 true ")
  }
}
