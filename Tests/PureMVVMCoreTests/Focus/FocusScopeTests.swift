import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.focusScope(_:)` and `.prefersDefaultFocus(_:in:)` pick the view that takes the focus
/// when a tvOS grid appears.
@MainActor
@Suite struct FocusScopeTests {
  /// A card that says whether it has the focus.
  struct Card: View {
    let title: String
    @Environment(\.isFocused) private var isFocused

    var body: some View {
      Text(isFocused ? "[\(title)]" : title)
    }
  }

  /// A row of cards, one of which prefers the default focus.
  struct Shelf: View {
    var preferred: String?
    var scoped = true
    @Namespace private var shelf
    @FocusState private var ownFocus: String?
    var outerFocus: FocusState<String?>.Binding?
    private var focused: FocusState<String?>.Binding { outerFocus ?? $ownFocus }

    var body: some View {
      HStack {
        ForEach(["Anaga", "Teide", "Teno"], id: \.self) { title in
          Card(title: title)
            .focusable()
            .focused(focused, equals: title)
            .prefersDefaultFocus(title == preferred, in: shelf)
        }
      }
      .modifier(Scoped(namespace: shelf, isOn: scoped))
    }
  }

  /// The focus scope, or none.
  struct Scoped: ViewModifier {
    let namespace: Namespace.ID
    let isOn: Bool

    func body(content: Content) -> some View {
      if isOn { content.focusScope(namespace) } else { content }
    }
  }

  @Test func thePreferredViewTakesTheFocusWhenTheScopeAppears() {
    let inspector = DesignInspector(Shelf(preferred: "Teide"))
    #expect(inspector.texts == ["Anaga", "[Teide]", "Teno"])
  }

  @Test func withoutAPreferenceNothingTakesTheFocus() {
    let inspector = DesignInspector(Shelf(preferred: nil))
    #expect(inspector.texts == ["Anaga", "Teide", "Teno"])
  }

  @Test func outsideAScopeAPreferenceAsksForNothing() {
    let inspector = DesignInspector(Shelf(preferred: "Teide", scoped: false))
    #expect(inspector.texts == ["Anaga", "Teide", "Teno"])
  }

  /// Shows the shelf with a card already focused.
  struct Screen: View {
    @FocusState private var focused: String?
    @State private var isShown = false

    var body: some View {
      VStack {
        Button("Mostrar") {
          focused = "Teno"
          isShown = true
        }
        if isShown { Shelf(preferred: "Teide", outerFocus: $focused) }
      }
    }
  }

  /// Shows the shelf while a search field above it has the focus.
  struct SearchScreen: View {
    @FocusState private var isSearching: Bool
    @State private var isShown = false

    var body: some View {
      VStack {
        TextField("Buscar", text: .constant(""))
          .focused($isSearching)
        Button("Mostrar") {
          isSearching = true
          isShown = true
        }
        if isShown { Shelf(preferred: "Teide") }
      }
    }
  }

  @Test func aScopeThatAppearsWhileAViewOutsideHasTheFocusLeavesIt() throws {
    let inspector = DesignInspector(SearchScreen())
    try inspector.find(button: "Mostrar").tap()
    #expect(inspector.texts == ["Anaga", "Teide", "Teno"])
    #expect(try inspector.find(textField: "Buscar").isFocused)
  }

  @Test func aScopeThatAppearsWithAViewFocusedKeepsThatFocus() throws {
    let inspector = DesignInspector(Screen())
    try inspector.find(button: "Mostrar").tap()
    #expect(inspector.texts == ["Anaga", "Teide", "[Teno]"])
  }

  @Test func theFocusMovesOnFromThePreferredView() throws {
    let inspector = DesignInspector(Shelf(preferred: "Teide"))
    try inspector.find(text: "Teno").focus()
    #expect(inspector.texts == ["Anaga", "Teide", "[Teno]"])
  }

  /// A shelf with buttons that reset the focus in its scope, and in a namespace no scope
  /// on screen has.
  struct ResettableShelf: View {
    var preferred: String?
    @Namespace private var shelf
    @Namespace private var elsewhere
    @Environment(\.resetFocus) private var resetFocus

    var body: some View {
      VStack {
        HStack {
          ForEach(["Cerrada", "Anaga", "Teide", "Teno"], id: \.self) { title in
            Card(title: title).focusable().prefersDefaultFocus(title == preferred, in: shelf)
              .disabled(title == "Cerrada")
          }
        }
        .focusScope(shelf)
        Button("Restablecer") { resetFocus(in: shelf) }
        Button("Otro") { resetFocus(in: elsewhere) }
      }
    }
  }

  @Test func resetFocusGivesTheFocusBackToThePreferredView() throws {
    let inspector = DesignInspector(ResettableShelf(preferred: "Teide"))
    try inspector.find(text: "Teno").focus()
    try inspector.find(button: "Restablecer").tap()
    #expect(inspector.texts.prefix(4) == ["Cerrada", "Anaga", "[Teide]", "Teno"])
  }

  @Test func withoutAPreferenceResetFocusFocusesTheFirstEnabledFocusableView() throws {
    let inspector = DesignInspector(ResettableShelf(preferred: nil))
    try inspector.find(text: "Teno").focus()
    try inspector.find(button: "Restablecer").tap()
    #expect(inspector.texts.prefix(4) == ["Cerrada", "[Anaga]", "Teide", "Teno"])
  }

  @Test func resetFocusInANamespaceNoScopeHasChangesNothing() throws {
    let inspector = DesignInspector(ResettableShelf(preferred: "Teide"))
    try inspector.find(text: "Teno").focus()
    try inspector.find(button: "Otro").tap()
    #expect(inspector.texts.prefix(4) == ["Cerrada", "Anaga", "Teide", "[Teno]"])
  }
}
