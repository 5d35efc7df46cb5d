import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.searchable` with `isSearching`, `dismissSearch`, `.onSubmit(of: .search)`,
/// suggestions with completions, and scopes: a route search driven as a user would.
@MainActor
@Suite struct SearchableTests {
  private enum Scope: Hashable { case all, short }

  private struct Results: View {
    let query: String
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
      let routes = ["Anaga", "Teide", "Masca"].filter {
        query.isEmpty || $0.localizedCaseInsensitiveContains(query)
      }
      List {
        Text(isSearching ? "Buscando" : "Todas")
        ForEach(routes, id: \.self) { Text($0) }
        if isSearching { Button("Terminar") { dismissSearch() } }
      }
    }
  }

  private struct Routes: View {
    @Binding var query: String
    @Binding var submitted: [String]
    @State private var scope = Scope.all

    var body: some View {
      NavigationStack {
        Results(query: query)
          .navigationTitle("Rutas")
          .searchable(text: $query, prompt: "Buscar rutas")
          .searchScopes($scope) {
            Text("Todas").tag(Scope.all)
            Text("Cortas").tag(Scope.short)
          }
          .onSubmit(of: .search) { submitted.append(query) }
          .onSubmit { submitted.append("texto") }
      }
    }
  }

  private func routes() -> (DesignInspector, () -> [String]) {
    var submitted: [String] = []
    let log = Binding(get: { submitted }, set: { submitted = $0 })
    let design = Stateful(value: "") { Routes(query: $0, submitted: log) }
    return (DesignInspector(design), { submitted })
  }

  @Test func typingFiltersAndStartsTheSearch() throws {
    let (inspector, _) = routes()
    #expect(inspector.texts.contains("Todas"))
    try inspector.find(textField: "Search").setInput("te")
    #expect(inspector.texts.filter { $0 != "Buscando" && $0 != "Rutas" } == ["Teide"])
    #expect(inspector.texts.contains("Buscando"))
  }

  @Test func theFieldSitsUnderTheTitleWithItsPrompt() throws {
    let (inspector, _) = routes()
    let lines = inspector.render(width: 40).split(separator: "\n")
    let title = try #require(lines.firstIndex { $0.contains("Rutas") })
    let field = try #require(lines.firstIndex { $0.contains("⌕") })
    #expect(title < field)
    #expect(lines[field].contains("Buscar rutas"))
  }

  @Test func cancelAndDismissSearchEndTheSearchAndClearTheText() throws {
    let (inspector, _) = routes()
    try inspector.find(textField: "Search").setInput("ma")
    try inspector.find(button: "Cancel").tap()
    #expect(inspector.texts.contains("Todas"))
    #expect(try inspector.find(textField: "Search").text == "")
    try inspector.find(textField: "Search").focus()
    #expect(inspector.texts.contains("Buscando"))
    try inspector.find(button: "Terminar").tap()
    #expect(inspector.texts.contains("Todas"))
  }

  @Test func submittingTheSearchRunsOnlySearchSubmits() throws {
    let (inspector, submitted) = routes()
    try inspector.find(textField: "Search").setInput("teide")
    try inspector.find(textField: "Search").submit()
    #expect(submitted() == ["teide"])
  }

  @Test func scopesShowWhileSearching() throws {
    let (inspector, _) = routes()
    #expect(throws: InspectionError.self) { try inspector.find(picker: "Scope") }
    try inspector.find(textField: "Search").focus()
    try inspector.find(picker: "Scope").select("Cortas")
    #expect(try inspector.find(picker: "Scope").element.control?.value == "Cortas")
  }

  @Test func suggestionsReplaceTheContentAndCompleteTheField() throws {
    let design = Stateful(value: "") { query in
      List { Text("Resultados de \(query.wrappedValue)") }
        .searchable(text: query)
        .searchSuggestions {
          Text("Anaga").searchCompletion("anaga")
          Text("Teide").searchCompletion("teide")
        }
    }
    let inspector = DesignInspector(design)
    #expect(!inspector.texts.contains("Anaga"))
    try inspector.find(textField: "Search").focus()
    #expect(inspector.texts.contains("Anaga"))
    #expect(!inspector.texts.contains("Resultados de "))
    try inspector.find(text: "Teide").tap()
    #expect(try inspector.find(textField: "Search").text == "teide")
  }

  @Test func aBoundPresentationStartsAndEndsTheSearch() throws {
    let design = Stateful(value: false) { isPresented in
      Stateful(value: "") { query in
        VStack {
          Text(isPresented.wrappedValue ? "activa" : "inactiva")
          Button("Buscar") { isPresented.wrappedValue = true }
        }
        .searchable(text: query, isPresented: isPresented)
      }
    }
    let inspector = DesignInspector(design)
    try inspector.find(button: "Buscar").tap()
    #expect(inspector.texts.contains("activa"))
    try inspector.find(button: "Cancel").tap()
    #expect(inspector.texts.contains("inactiva"))
  }

  @Test func aHugeOrControlCharacterQueryIsKeptAndDrawnSafely() throws {
    let (inspector, _) = routes()
    let huge = String(repeating: "ab", count: 512 * 1024)
    try inspector.find(textField: "Search").setInput(huge)
    #expect(try inspector.find(textField: "Search").text?.count == huge.count)
    #expect(inspector.render(width: 40).split(separator: "\n").allSatisfy { $0.count <= 40 })
    try inspector.find(textField: "Search").setInput("a\u{1B}[2J\nb\u{0}")
    let drawn = inspector.render(width: 40)
    #expect(!drawn.contains("\u{1B}"))
    #expect(!drawn.contains("\u{0}"))
  }

  @Test func tokensAreDrawnBeforeTheText() throws {
    struct Token: Identifiable {
      let id: String
    }
    let design = Stateful(value: [Token(id: "Corta")]) { tokens in
      Text("Rutas").searchable(text: .constant("mar"), tokens: tokens) { Text($0.id) }
    }
    let line = DesignInspector(design).render(width: 40).split(separator: "\n")
      .first { $0.contains("⌕") }
    #expect(line?.contains("Corta") == true)
  }

  @Test func aSuggestedTokenIsAddedToTheFieldWhenTapped() throws {
    struct Token: Identifiable, Hashable {
      let id: String
    }
    let design = Stateful(value: [Token]()) { tokens in
      Stateful(value: "cor") { query in
        Text("Rutas").searchable(
          text: query, tokens: tokens,
          suggestedTokens: .constant([Token(id: "Corta"), Token(id: "Circular")])
        ) { Text($0.id) }
        .searchSuggestions(.hidden, for: .menu)
      }
    }
    let inspector = DesignInspector(design)
    try inspector.find(textField: "Search").focus()
    try inspector.find(text: "Corta").tap()
    let line = inspector.render(width: 40).split(separator: "\n").first { $0.contains("⌕") }
    #expect(line?.contains("Corta") == true)
    #expect(try inspector.find(textField: "Search").text == "")
  }
}
