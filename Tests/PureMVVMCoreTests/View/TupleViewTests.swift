import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// `TupleView` is generic over a tuple, as SwiftUI's is: containers ask for a block of a
/// given shape and take it apart, and a tuple value built by hand shows as the block would.
@MainActor
@Suite struct TupleViewTests {
  /// A container that takes a block of exactly two views and puts them in a row.
  struct SideBySide<Leading: View, Trailing: View>: View {
    let leading: Leading
    let trailing: Trailing

    init(@ViewBuilder content: () -> TupleView<(Leading, Trailing)>) {
      (leading, trailing) = content().value
    }

    var body: some View {
      HStack {
        trailing
        leading
      }
    }
  }

  /// A counter whose taps show which state it kept.
  struct Counter: View {
    let name: String
    @State private var taps = 0

    var body: some View {
      Button("\(name): \(taps)") { taps += 1 }
    }
  }

  @ViewBuilder private func summit() -> TupleView<(Text, Text, Divider)> {
    Text("Teide")
    Text("3.715 m")
    Divider()
  }

  private func render(_ view: some View) -> String {
    TextRenderer(width: 30).render(view.resolve())
  }

  @Test func aContainerTakesApartTheBlockItIsGiven() {
    let view = SideBySide {
      Text("Izquierda")
      Text("Derecha")
    }
    #expect(view.leading == Text("Izquierda"))
    #expect(
      render(view)
        == render(
          HStack {
            Text("Derecha"); Text("Izquierda")
          }))
  }

  @Test func aFunctionMaySpellTheTupleTypeItBuilds() {
    let parts = summit().value
    #expect(parts.0 == Text("Teide"))
    #expect(parts.1 == Text("3.715 m"))
    #expect(
      render(VStack { summit() })
        == render(
          VStack {
            Text("Teide"); Text("3.715 m"); Divider()
          }))
  }

  @Test func aTupleBuiltByHandShowsAsTheBlockDoes() {
    let byHand = VStack { TupleView((Text("Anaga"), Image(systemName: "leaf"), Text("Teno"))) }
    let byBlock = VStack {
      Text("Anaga")
      Image(systemName: "leaf")
      Text("Teno")
    }
    #expect(render(byHand) == render(byBlock))
  }

  @Test func eachViewOfATupleBuiltByHandKeepsItsOwnState() throws {
    let inspector = DesignInspector(
      VStack { TupleView((Counter(name: "Anaga"), Counter(name: "Teno"))) })
    try inspector.find(button: "Teno: 0").tap()
    try inspector.find(button: "Teno: 1").tap()
    #expect(throws: Never.self) { try inspector.find(button: "Anaga: 0") }
    #expect(throws: Never.self) { try inspector.find(button: "Teno: 2") }
  }

  @Test func changingTheValueChangesWhatIsShown() {
    var tuple = ViewBuilder.buildBlock(Text("Antes"), Text("Fijo"))
    tuple.value.0 = Text("Después")
    #expect(
      render(VStack { tuple })
        == render(
          VStack {
            Text("Después"); Text("Fijo")
          }))
  }

  @Test func aValueThatIsNotATupleIsOneViewOrNone() {
    #expect(render(VStack { TupleView(Text("Solo")) }) == render(VStack { Text("Solo") }))
    #expect(render(VStack { TupleView(42) }) == render(VStack { EmptyView() }))
    #expect(
      render(VStack { TupleView((Text("Uno"), 2, Text("Tres"))) })
        == render(
          VStack {
            Text("Uno"); Text("Tres")
          }))
  }
}
