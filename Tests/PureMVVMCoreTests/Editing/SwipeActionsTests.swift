import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.swipeActions(edge:allowsFullSwipe:content:)` and `.contextMenu`: revealed by a swipe
/// or a long press, each action closes them after running.
@MainActor
@Suite struct SwipeActionsTests {
  private struct Inbox: View {
    @Binding var log: [String]

    var body: some View {
      List {
        ForEach(["Ana", "Luis"], id: \.self) { name in
          Text(name)
            .swipeActions {
              Button("Borrar", role: .destructive) { log.append("borrar \(name)") }
              Button("Archivar") { log.append("archivar \(name)") }
            }
            .swipeActions(edge: .leading, allowsFullSwipe: false) {
              Button("Leído") { log.append("leído \(name)") }
            }
            .contextMenu {
              Button("Copiar") { log.append("copiar \(name)") }
            } preview: {
              Text("Vista de \(name)")
            }
        }
        Text("Sin acciones")
      }
    }
  }

  private func inbox() -> (DesignInspector, () -> [String]) {
    var log: [String] = []
    let binding = Binding(get: { log }, set: { log = $0 })
    return (DesignInspector(Inbox(log: binding)), { log })
  }

  @Test func aSwipeRevealsTheActionsBesideTheRowAndATapClosesThem() throws {
    let (inspector, log) = inbox()
    #expect(throws: InspectionError.self) { try inspector.find(button: "Borrar") }
    try inspector.find(row: "Ana").swipe(.trailing)
    let line = inspector.render(width: 50).split(separator: "\n").first { $0.contains("Ana") }
    let drawn = try #require(line)
    let archive = try #require(drawn.range(of: "Archivar"))
    let delete = try #require(drawn.range(of: "Borrar"))
    #expect(archive.lowerBound < delete.lowerBound)
    try inspector.find(button: "Borrar").tap()
    #expect(log() == ["borrar Ana"])
    #expect(throws: InspectionError.self) { try inspector.find(button: "Borrar") }
  }

  @Test func aFullSwipeRunsTheFirstActionUnlessFullSwipesAreOff() throws {
    let (inspector, log) = inbox()
    try inspector.find(row: "Luis").swipe(.trailing, fully: true)
    #expect(log() == ["borrar Luis"])
    try inspector.find(row: "Luis").swipe(.leading, fully: true)
    #expect(log() == ["borrar Luis"])
    try inspector.find(button: "Leído").tap()
    #expect(log() == ["borrar Luis", "leído Luis"])
  }

  @Test func aDragBackClosesTheActions() throws {
    let (inspector, _) = inbox()
    try inspector.find(row: "Ana").swipe(.trailing)
    try inspector.find(text: "Ana").drag(by: CGSize(width: 60, height: 0))
    #expect(throws: InspectionError.self) { try inspector.find(button: "Archivar") }
  }

  @Test func aSwipeOnARowWithoutActionsIsRefusedWithAReason() throws {
    let (inspector, _) = inbox()
    #expect(throws: InspectionError.self) { try inspector.find(row: "Sin acciones") }
    let plain = DesignInspector(
      List { Text("Ana").swipeActions(edge: .leading) { Button("Fijar") {} } })
    do {
      try plain.find(row: "Ana").swipe(.trailing)
      Issue.record("a swipe with no actions on that edge was accepted")
    } catch {
      #expect(error.reason == .noSwipeActions(edge: "trailing"))
    }
  }

  @Test func aLongPressOpensTheContextMenuWithItsPreview() throws {
    let (inspector, log) = inbox()
    try inspector.find(text: "Luis").longPress()
    #expect(inspector.texts.contains("Vista de Luis"))
    let drawn = inspector.render(width: 40)
    #expect(drawn.contains("Copiar"))
    try inspector.find(button: "Copiar").tap()
    #expect(log() == ["copiar Luis"])
    #expect(inspector.presented == nil)
    try inspector.find(text: "Ana").longPress()
    try inspector.dismiss()
    #expect(log() == ["copiar Luis"])
  }

  @Test func aContextMenuWithoutItemsIsOff() {
    let inspector = DesignInspector(Text("Ana").contextMenu {})
    #expect(throws: InspectionError.self) { try inspector.find(text: "Ana").longPress() }
    let legacy = DesignInspector(
      Text("Ana").contextMenu(ContextMenu { Button("Copiar") {} }))
    #expect((try? legacy.find(text: "Ana").longPress()) != nil)
    #expect((try? legacy.find(button: "Copiar")) != nil)
  }

  @Test func aSelectionContextMenuIsBuiltForThePressedRow() throws {
    var log: [String] = []
    let list = Stateful(value: Set<String>()) { selection in
      List(["Ana", "Luis"], id: \.self, selection: selection) { Text($0) }
        .contextMenu(forSelectionType: String.self) { ids in
          Button("Copiar \(ids.sorted().joined())") { log.append("copiar \(ids.sorted())") }
        } primaryAction: { ids in
          log.append("abrir \(ids.sorted())")
        }
    }
    let inspector = DesignInspector(list)
    try inspector.find(text: "Luis").longPress()
    try inspector.find(button: "Copiar Luis").tap()
    #expect(inspector.presented == nil)
    try inspector.find(text: "Ana").tap()
    #expect(log == ["copiar [\"Luis\"]", "abrir [\"Ana\"]"])
  }
}
