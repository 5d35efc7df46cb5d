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
