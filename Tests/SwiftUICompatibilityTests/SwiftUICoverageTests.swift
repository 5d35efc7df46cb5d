import Foundation
import PureMVVM
import PureMVVMTesting
import Testing

/// Keeps the SwiftUI coverage article true: every family it marks supported has a snippet
/// here, written as for SwiftUI, that compiles and resolves without an error; a family
/// marked partial may keep one for what it has.
@MainActor
@Suite struct SwiftUICoverageTests {
  /// The snippet of each family marked supported, and of some marked partial, by the
  /// family's name in the article.
  static let snippets: [String: @MainActor () -> AnyView] = [
    "View fundamentals": { AnyView(ViewFundamentals()) },
    "Model data": { AnyView(ModelDataSnippet()) },
    "View groupings": { AnyView(ViewGroupingsSnippet()) },
    "Gestures": { AnyView(GesturesSnippet()) },
    "Custom layout": { AnyView(CustomLayoutSnippet()) },
    "Preferences": { AnyView(PreferencesSnippet()) },
    "Lists": { AnyView(ListsSnippet()) },
    "Persistent storage": { AnyView(PersistentStorageSnippet()) },
    "Focus": { AnyView(FocusSnippet()) },
    "Toolbars": { AnyView(TrailToolbars()) },
    "Scroll views": { AnyView(TrailFeed()) },
    "Search": { AnyView(SearchSnippet()) },
  ]

  /// The coverage article, found from this file's place in the package.
  private static var article: URL {
    URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appending(path: "Sources/PureMVVM/Documentation.docc/SwiftUICoverage.md")
  }

  /// The families of the article's table whose status is `status`.
  private static func families(markedAs status: String) throws -> [String] {
    let text = try String(contentsOf: article, encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 4, cells[2] == status else { return nil }
      return cells[1]
    }
  }

  @Test func everyFamilyMarkedSupportedHasASnippetAndNoMissingOneDoes() throws {
    let supported = try Self.families(markedAs: "supported")
    let partial = try Self.families(markedAs: "partial")
    #expect(!supported.isEmpty)
    #expect(Set(supported).isSubset(of: Self.snippets.keys))
    #expect(Set(Self.snippets.keys).isSubset(of: Set(supported + partial)))
  }

  @Test func theArticleMarksEveryFamilyWithAKnownStatus() throws {
    let marked = try ["supported", "partial", "missing"].flatMap(Self.families(markedAs:))
    #expect(marked.count == 38)
  }

  /// The names of the families with a snippet, for parameterised tests.
  nonisolated static let families = [
    "View fundamentals", "Model data", "View groupings", "Gestures", "Custom layout", "Preferences",
    "Lists",
    "Persistent storage", "Focus", "Toolbars", "Scroll views", "Search",
  ]

  @Test func everySnippetIsNamedForParameterisedTests() {
    #expect(Set(Self.families) == Set(Self.snippets.keys))
  }

  @Test(arguments: families)
  func eachSnippetResolvesWithoutAnError(family: String) throws {
    let snippet = try #require(Self.snippets[family])
    let elements = DesignInspector(snippet()).elements
    var errors: [String] = []
    var count = 0
    Element.visit(elements) { element in
      count += 1
      if case .error(let message) = element.kind { errors.append(message) }
    }
    #expect(errors.isEmpty)
    #expect(count > 5)
  }

  @Test func theFocusSnippetReadsTheValueTheFocusedFieldPublishes() throws {
    let inspector = DesignInspector(FocusSnippet())
    #expect(inspector.focusedField == "Nombre")
    #expect(inspector.texts.first == "Editando: Anaga")
    try inspector.find(button: "Listo").tap()
    #expect(inspector.texts.first == "Editando: nada")
  }

  @Test func theModelDataSnippetSharesItsObjectsThroughTheEnvironment() throws {
    let inspector = DesignInspector(ModelDataSnippet())
    try inspector.find(toggle: "Menos de 10 km").tap()
    _ = try inspector.find(text: "Cortas")
    try inspector.find(stepper: "Rutas: 0").increment()
    _ = try inspector.find(text: "1 rutas")
  }

  @Test func theGesturesSnippetAnswersEveryInteraction() throws {
    let inspector = DesignInspector(GesturesSnippet())
    try inspector.find(text: "Tap twice").tap(count: 2)
    try inspector.find(text: "Where").tap()
    try inspector.find(text: "Press").longPress()
    try inspector.find(text: "Hold then drag").drag(by: CGSize(width: 5, height: 5))
    try inspector.find(text: "Pinch or turn").rotate(by: .degrees(30))
    try inspector.find(text: "Hover").hover()
    _ = try inspector.find(
      text: "double, at 0.0, pressing true, pressed, pressing false, dropped, transformed, in")
  }

  @Test func thePreferencesSnippetReportsItsTitleAndPlacesItsBadge() throws {
    let inspector = DesignInspector(PreferencesSnippet())
    _ = try inspector.find(text: "Título: Cares (12 km)")
    _ = try inspector.find(text: "●")
  }

  @Test func theListsSnippetEditsSelectsAndSwipesItsRows() throws {
    let inspector = DesignInspector(ListsSnippet())
    try inspector.find(button: "Edit").tap()
    try inspector.find(row: "Cumbre").select()
    #expect(inspector.render(width: 40).contains("✓ Cumbre"))
    try inspector.find(row: "Mirador").move(toOffset: 0)
    try inspector.find(button: "Done").tap()
    try inspector.find(row: "Cumbre").swipe(.trailing, fully: true)
    #expect(throws: InspectionError.self) { try inspector.find(row: "Salida").delete() }
    #expect(inspector.texts.prefix(4) == ["Ruta", "Etapas", "Mirador", "Salida"])
  }

  @Test func theCustomLayoutSnippetPlacesItsDiagonalAndSwitchesLayouts() throws {
    let inspector = DesignInspector(CustomLayoutSnippet())
    let drawn = inspector.render(width: 40).split(separator: "\n").map(String.init)
    let start = try #require(drawn.firstIndex { $0.contains("Salida") })
    // Each step is 16 points: two columns right, one line down.
    let column = { (line: String, text: String) in
      line.range(of: text)?.lowerBound.utf16Offset(in: line)
    }
    #expect(column(drawn[start + 1], "Collado") == column(drawn[start], "Salida").map { $0 + 2 })
    #expect(column(drawn[start + 2], "Cumbre") == column(drawn[start], "Salida").map { $0 + 4 })
    try inspector.find(button: "Cambiar").tap()
    _ = try inspector.find(text: "Mapa")
  }
}
