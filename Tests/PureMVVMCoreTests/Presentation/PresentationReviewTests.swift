import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// A sheet's edit mode is its own, a file panel swiped away is cancelled, suggestions keep
/// the navigation bar, and absurd detent heights are bounded.
@MainActor
@Suite struct PresentationReviewTests {
  @Test func aSheetDoesNotShareTheEditModeOfTheScreenBehind() throws {
    let screen = Stateful(value: true) { isShown in
      NavigationStack {
        List { ForEach(["Ana"], id: \.self) { Text($0) }.onDelete { _ in } }
          .toolbar { EditButton() }
          .sheet(isPresented: isShown) {
            NavigationStack {
              List { ForEach(["Luis"], id: \.self) { Text($0) }.onDelete { _ in } }
                .toolbar { EditButton() }
            }
          }
      }
    }
    let inspector = DesignInspector(screen)
    try inspector.find(button: "Edit").tap()
    #expect(inspector.render(width: 40).contains("⊖ Luis"))
    try inspector.dismiss()
    #expect(inspector.presented == nil)
    #expect(!inspector.render(width: 40).contains("⊖ Ana"))
    _ = try inspector.find(button: "Edit")
  }

  @Test func swipingAFilePanelAwayCancelsIt() throws {
    var log: [String] = []
    let design = Stateful(value: true) { isShown in
      Text("Rutas").fileImporter(
        isPresented: isShown, allowedContentTypes: [.json], allowsMultipleSelection: false,
        onCompletion: { _ in log.append("completed") }, onCancellation: { log.append("cancelled") })
    }
    let inspector = DesignInspector(design)
    try inspector.dismiss()
    #expect(log == ["cancelled"])
    #expect(inspector.presented == nil)
  }

  @Test func suggestionsKeepTheTitleAndTheBackButton() throws {
    let design = Stateful(value: "") { query in
      NavigationStack {
        List { Text("Resultados") }
          .navigationTitle("Frutas")
          .toolbar { Button("Añadir") {} }
      }
      .searchable(text: query)
      .searchSuggestions { Text("Manzana") }
    }
    let inspector = DesignInspector(design)
    try inspector.find(textField: "Search").focus()
    #expect(inspector.texts.contains("Manzana"))
    #expect(inspector.navigationPath == ["Frutas"])
    _ = try inspector.find(button: "Añadir")
  }

  @Test func aHugeDetentHeightIsBoundedAndDrawn() {
    #expect(PresentationDetent.height(1e20) == .height(1_000_000))
    let sheet = Text("x").sheet(isPresented: .constant(true)) {
      Text("y").presentationDetents([.medium, .height(1e20)])
    }
    #expect(DesignInspector(sheet).render(width: 30).contains("medium"))
  }

  @Test func aSwipeToAnUntaggedPageOfABoundSelectionIsRefused() {
    let pages = TabView(selection: .constant("a")) {
      Text("Uno")
      Text("Dos")
    }
    .tabViewStyle(.page)
    #expect(throws: InspectionError.self) { try DesignInspector(pages).swipe(toPage: 1) }
  }

  @Test func theConsoleSwipesARowNamedLikeAPageWithoutAPagedView() async {
    var log: [String] = []
    var output = ""
    var input = ["swipe page 2 full", "swipe page 2", "quit"][...]
    let list = List {
      Text("page 2").swipeActions { Button("Borrar") { log.append("borrar") } }
    }
    await DesignConsole(list, readLine: { input.popFirst() }, write: { output += $0 + "\n" }).run()
    #expect(log == ["borrar"])
  }

  @Test func aRefreshThatNeverEndsDoesNotHoldTheConsole() async {
    var output = ""
    var input = ["refresh", "quit"][...]
    let endless = Text("Rutas").refreshable {
      try? await Task.sleep(for: .seconds(3600))
    }
    await DesignConsole(endless, readLine: { input.popFirst() }, write: { output += $0 + "\n" })
      .run()
    #expect(output.contains("the refresh is still running"))
  }
}
