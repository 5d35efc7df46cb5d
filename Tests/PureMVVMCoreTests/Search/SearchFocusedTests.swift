import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.searchFocused(_:)` and `.searchFocused(_:equals:)`: a focus state tied to the search
/// field of the `.searchable` inside, and to no other field.
@MainActor
@Suite struct SearchFocusedTests {
  private enum Field: Hashable { case search, note }

  private struct Trails: View {
    @State private var query = ""
    @State private var note = ""
    @FocusState private var searchHasFocus: Bool

    var body: some View {
      NavigationStack {
        TrailResults(note: $note, searchHasFocus: searchHasFocus) {
          searchHasFocus = true
        }
        .searchable(text: $query)
        .searchFocused($searchHasFocus)
      }
    }
  }

  private struct TrailResults: View {
    @Binding var note: String
    let searchHasFocus: Bool
    let startSearch: () -> Void
    @Environment(\.isSearching) private var isSearching

    var body: some View {
      VStack {
        Text(searchHasFocus ? "Buscador enfocado" : "Buscador sin foco")
        Text(isSearching ? "Buscando" : "Sin buscar")
        TextField("Nota", text: $note)
        Button("Buscar", action: startSearch)
      }
    }
  }

  private struct Notes: View {
    @State private var query = ""
    @State private var note = ""
    @FocusState private var field: Field?

    var body: some View {
      VStack {
        Text(field.map { "Foco: \($0)" } ?? "Sin foco")
        TextField("Nota", text: $note).focused($field, equals: .note)
      }
      .searchable(text: $query)
      .searchFocused($field, equals: .search)
    }
  }

  /// A search inside a searched list: the outer search field is the nearest below
  /// `.searchFocused`.
  private struct NestedSearches: View {
    @State private var outer = ""
    @State private var inner = ""
    @FocusState private var searchHasFocus: Bool

    var body: some View {
      VStack {
        Button("Buscar") { searchHasFocus = true }
        List { Text("Rutas") }.searchable(text: $inner, prompt: "Notas")
      }
      .searchable(text: $outer, prompt: "Rutas")
      .searchFocused($searchHasFocus)
    }
  }

  @Test func settingTheStateFocusesTheSearchFieldAndStartsTheSearch() throws {
    let inspector = DesignInspector(Trails())
    try inspector.find(button: "Buscar").tap()
    #expect(try inspector.find(textField: "Search").isFocused)
    #expect(inspector.texts.contains("Buscador enfocado"))
    #expect(inspector.texts.contains("Buscando"))
  }

  @Test func focusingTheSearchFieldSetsTheState() throws {
    let inspector = DesignInspector(Trails())
    try inspector.find(textField: "Search").focus()
    #expect(inspector.texts.contains("Buscador enfocado"))
  }

  @Test func cancellingTheSearchClearsTheState() throws {
    let inspector = DesignInspector(Trails())
    try inspector.find(button: "Buscar").tap()
    try inspector.find(button: "Cancel").tap()
    #expect(inspector.texts.contains("Buscador sin foco"))
    #expect(inspector.texts.contains("Sin buscar"))
  }

  @Test func otherFieldsInsideAreNotTiedToTheSearchFocus() throws {
    let inspector = DesignInspector(Trails())
    try inspector.find(textField: "Nota").focus()
    #expect(inspector.texts.contains("Buscador sin foco"))
    #expect(try !inspector.find(textField: "Search").isFocused)
  }

  @Test func oneStateTellsTheSearchFieldFromAFocusedField() throws {
    let inspector = DesignInspector(Notes())
    try inspector.find(textField: "Search").focus()
    #expect(inspector.texts.contains("Foco: search"))
    try inspector.find(textField: "Nota").focus()
    #expect(inspector.texts.contains("Foco: note"))
    #expect(try !inspector.find(textField: "Search").isFocused)
  }

  @Test func onlyTheNearestSearchFieldTakesTheSearchFocus() throws {
    let inspector = DesignInspector(NestedSearches())
    try inspector.find(button: "Buscar").tap()
    let prompts = focusedFields(in: inspector.elements).map { $0.attributes.prompt }
    #expect(prompts == ["Rutas"])
  }

  private func focusedFields(in elements: [Element]) -> [Element] {
    elements.flatMap { ($0.isFocused ? [$0] : []) + focusedFields(in: $0.children) }
  }

  private struct Note: Identifiable, Hashable {
    let id: Int
    var text: String
  }

  /// A search whose tokens hold fields of their own.
  private struct TokenFields: View {
    @State private var query = ""
    @State private var notes = [Note(id: 1, text: "")]
    @FocusState private var searchHasFocus: Bool

    var body: some View {
      VStack {
        Text(searchHasFocus ? "Buscador enfocado" : "Buscador sin foco")
        Button("Buscar") { searchHasFocus = true }
      }
      .searchable(text: $query, editableTokens: $notes) { $note in
        TextField("Nota", text: $note.text)
      }
      .searchFocused($searchHasFocus)
    }
  }

  @Test func aTokensFieldIsNotTiedToTheSearchFocus() throws {
    let inspector = DesignInspector(TokenFields())
    try inspector.find(button: "Buscar").tap()
    #expect(try inspector.find(textField: "Search").isFocused)
    #expect(try !inspector.find(textField: "Nota").isFocused)
    try inspector.find(textField: "Nota").focus()
    #expect(inspector.texts.contains("Buscador sin foco"))
  }
}
