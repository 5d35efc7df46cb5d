import PureMVVMCore
import Testing

@MainActor
@Suite struct DynamicPropertyLayoutTests {
  struct Examined: View {
    @State private var count = 0
    @Environment(\.isEnabled) private var isEnabled
    let label = "x"
    @State private var name = ""

    var body: some View {
      Button("\(label) \(count) \(isEnabled) \(name)") { count += 1 }
    }
  }

  @Test func aViewTypeIsExaminedOnceHoweverOftenItResolves() throws {
    let inspector = DesignInspector(
      VStack {
        Examined(); Examined()
      })
    _ = inspector.elements
    let afterFirst = DynamicPropertyLayout.typesExamined
    for _ in 0..<50 { _ = inspector.elements }
    let first = try #require(inspector.elements.first?.children.first)
    #expect(first.kind == .button(title: "x 0 true "))
    #expect(DynamicPropertyLayout.typesExamined == afterFirst)
  }

  @Test func everyDynamicPropertyOfAViewIsLinkedWhateverItsPlaceAmongOtherFields() throws {
    let inspector = DesignInspector(Examined())
    try inspector.find(button: "x 0 true ").tap()
    _ = try inspector.find(button: "x 1 true ")
  }
}
