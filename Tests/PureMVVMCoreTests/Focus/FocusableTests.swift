import PureMVVMCore
import PureMVVMInspection
import Testing

/// Views that are not fields take the focus with `.focusable()`.
@MainActor
@Suite struct FocusableTests {
  enum Tile: Hashable { case map, weather }

  struct TileLabel: View {
    let title: String
    @Environment(\.isFocused) private var isFocused

    var body: some View {
      Text(isFocused ? "[\(title)]" : title)
    }
  }

  struct Dashboard: View {
    @FocusState var focus: Tile?

    var body: some View {
      VStack {
        TileLabel(title: "Mapa").focusable().focused($focus, equals: .map)
        TileLabel(title: "Tiempo").focusable().focused($focus, equals: .weather)
        TileLabel(title: "Notas")
        Text(focus == nil ? "sin foco" : "foco")
      }
    }
  }

  @Test func aFocusableViewTakesTheFocusAndItsStateKeepsIt() throws {
    let inspector = DesignInspector(Dashboard())
    #expect(inspector.texts == ["Mapa", "Tiempo", "Notas", "sin foco"])
    try inspector.find(text: "Mapa").focus()
    #expect(inspector.texts == ["[Mapa]", "Tiempo", "Notas", "foco"])
    try inspector.find(text: "Tiempo").focus()
    #expect(inspector.texts == ["Mapa", "[Tiempo]", "Notas", "foco"])
  }

  @Test func aViewThatIsNotFocusableCannotTakeTheFocus() throws {
    let design = VStack {
      TileLabel(title: "Fijo").focusable(false)
      TileLabel(title: "Libre").focusable(interactions: .activate)
    }
    let inspector = DesignInspector(design)
    #expect(throws: InspectionError.self) { try inspector.find(text: "Fijo").focus() }
    try inspector.find(text: "Libre").focus()
    #expect(inspector.texts == ["Fijo", "[Libre]"])
  }
}
