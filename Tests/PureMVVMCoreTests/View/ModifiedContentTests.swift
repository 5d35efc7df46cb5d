import PureMVVMCore
import PureMVVMInspection
import Testing

/// Two modifiers joined with `concat(_:)` apply as one, in order, state included.
@MainActor
@Suite struct ModifiedContentTests {
  /// Puts its content between quotation marks.
  struct Quoted: ViewModifier {
    func body(content: Content) -> some View {
      HStack {
        Text("«")
        content
        Text("»")
      }
    }
  }

  /// Puts a counter of its own above its content.
  struct Tally: ViewModifier {
    @State private var taps = 0

    func body(content: Content) -> some View {
      VStack {
        Button("Taps: \(taps)") { taps += 1 }
        content
      }
    }
  }

  @Test func concatenatedModifiersDrawAsTheTwoAppliedInOrder() {
    let joined = DesignInspector(Text("Anaga").modifier(Quoted().concat(Tally()))).render()
    let inOrder = DesignInspector(Text("Anaga").modifier(Quoted()).modifier(Tally())).render()
    let reversed = DesignInspector(Text("Anaga").modifier(Tally()).modifier(Quoted())).render()
    #expect(joined == inOrder)
    #expect(joined != reversed)
  }

  @Test func stateOfAConcatenatedModifierSurvivesTaps() throws {
    let modifier: ModifiedContent<Quoted, Tally> = Quoted().concat(Tally())
    let inspector = DesignInspector(Text("Anaga").modifier(modifier))
    try inspector.find(button: "Taps: 0").tap()
    try inspector.find(button: "Taps: 1").tap()
    #expect(throws: Never.self) { try inspector.find(button: "Taps: 2") }
  }

  @Test func theContentAndModifierOfAModifiedViewCanBeReplaced() {
    var view = Text("Anaga").modifier(Quoted())
    view.content = Text("Teide")
    #expect(DesignInspector(view).texts == ["«", "Teide", "»"])
  }
}
