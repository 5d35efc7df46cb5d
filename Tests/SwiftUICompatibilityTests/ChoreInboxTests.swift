import Foundation
import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite struct ChoreInboxTests {
  @Test func everyPreviewMatchesItsSnapshot() async {
    await assertSnapshots(of: ChoreInbox_Previews.self, width: 44)
  }

  @Test func editingSwipingAndTheContextMenuChangeTheList() throws {
    let inspector = DesignInspector(ChoreInbox())
    try inspector.find(button: "Edit").tap()
    #expect(inspector.render(width: 44).contains("⊖ Regar las plantas"))
    try inspector.find(row: "Llamar al taller").move(toOffset: 0)
    try inspector.find(button: "Done").tap()
    try inspector.find(row: "Regar las plantas").swipe(.trailing, fully: true)
    #expect(inspector.texts.contains("hecha: Regar las plantas"))
    try inspector.find(row: "Sacar la basura").swipe(.leading)
    try inspector.find(button: "Fijar").tap()
    try inspector.find(text: "Sacar la basura").longPress()
    try inspector.find(button: "Duplicar").tap()
    let rows = inspector.texts.filter { !$0.hasPrefix("hecha") && $0 != "Tareas" }
    #expect(
      rows == ["Pendientes", "Llamar al taller", "Sacar la basura", "Sacar la basura (copia)"])
  }

  @Test func searchingFiltersAndCancellingRestores() throws {
    let inspector = DesignInspector(ChoreInbox())
    try inspector.find(textField: "Search").setInput("taller")
    #expect(!inspector.texts.contains("Regar las plantas"))
    try inspector.find(row: "Llamar al taller").delete()
    try inspector.find(button: "Cancel").tap()
    #expect(inspector.texts.contains("Regar las plantas"))
    #expect(!inspector.texts.contains("Llamar al taller"))
  }

  @Test func refreshingAwaitsTheReload() async throws {
    let reloads = Counter()
    let inspector = DesignInspector(ChoreInbox(reload: { await reloads.increment() }))
    try await inspector.refresh()
    #expect(await reloads.value == 1)
  }

  @Test func theFiltersSheetRestsAtItsSelectedDetent() throws {
    let inspector = DesignInspector(ChoreInbox())
    try inspector.find(button: "Filtros").tap()
    #expect(inspector.presented?.detent == .medium)
    try inspector.presented?.selectDetent(.large)
    #expect(inspector.render(width: 44).contains("━━━━ large"))
  }

  @Test func theTourSwipesPageByPage() throws {
    let inspector = DesignInspector(ChoreTour())
    try inspector.swipe(toPage: 1)
    #expect(inspector.texts == ["Mantén pulsado para duplicar"])
    #expect(inspector.render(width: 44).contains("( ○ ● ○ )"))
  }

  @Test func theConsoleEditsTheList() async {
    var output = ""
    var input = ["tap Edit", "move Sacar la basura to 0", "swipe Regar las plantas full", "quit"][
      ...]
    await DesignConsole(
      ChoreInbox(), readLine: { input.popFirst() }, write: { output += $0 + "\n" }
    ).run()
    #expect(output.contains("⊖ Sacar la basura"))
    #expect(output.contains("hecha: Regar las plantas"))
  }
}

/// A count a refresh raises, safe to share with the refresh's task.
private actor Counter {
  var value = 0

  func increment() {
    value += 1
  }
}
