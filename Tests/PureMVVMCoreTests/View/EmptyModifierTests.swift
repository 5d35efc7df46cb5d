import PureMVVMCore
import PureMVVMInspection
import Testing

/// `EmptyModifier` leaves its content as it is, state included.
@MainActor
@Suite struct EmptyModifierTests {
  /// Applies `EmptyModifier` or another modifier, as a view's choice between them.
  struct Plain: ViewModifier {
    let framed: Bool

    func body(content: Content) -> some View {
      if framed {
        content.padding()
      } else {
        content.modifier(EmptyModifier.identity)
      }
    }
  }

  struct Counter: View {
    @State private var count = 0

    var body: some View {
      Button("Count: \(count)") { count += 1 }
        .modifier(EmptyModifier())
    }
  }

  @Test func theEmptyModifierDrawsItsContentUnchanged() {
    let modified = Text("Anaga").modifier(Plain(framed: false))
    #expect(DesignInspector(modified).render() == DesignInspector(Text("Anaga")).render())
  }

  @Test func stateUnderTheEmptyModifierSurvivesTaps() throws {
    let inspector = DesignInspector(Counter())
    try inspector.find(button: "Count: 0").tap()
    try inspector.find(button: "Count: 1").tap()
    #expect(throws: Never.self) { try inspector.find(button: "Count: 2") }
  }
}
