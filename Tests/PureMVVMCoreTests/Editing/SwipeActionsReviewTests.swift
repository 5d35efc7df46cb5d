import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// Open swipe actions keep the row a row: it is still found by its text, swiped again,
/// selected by its tag and kept from deletion; each row of a `ForEach` swipes alone.
@MainActor
@Suite struct SwipeActionsReviewTests {
  private struct Inbox: View {
    @Binding var log: [String]

    var body: some View {
      List {
        ForEach(["Ana", "Luis"], id: \.self) { name in
          Text(name)
            .deleteDisabled(name == "Ana")
        }
        .onDelete { _ in log.append("onDelete") }
        .swipeActions {
          Button("Borrar", role: .destructive) { log.append("borrar") }
        }
        .swipeActions(edge: .leading) {
          Button("Leído") { log.append("leído") }
        }
      }
    }
  }

  private func inbox() -> (DesignInspector, () -> [String]) {
    var log: [String] = []
    let binding = Binding(get: { log }, set: { log = $0 })
    return (DesignInspector(Inbox(log: binding)), { log })
  }

  @Test func eachRowOfAForEachSwipesAlone() throws {
    let (inspector, _) = inbox()
    try inspector.find(row: "Ana").swipe()
    let lines = inspector.render(width: 40).split(separator: "\n")
    #expect(lines.first { $0.contains("Ana") }?.contains("Borrar") == true)
    #expect(lines.first { $0.contains("Luis") }?.contains("Borrar") == false)
  }

  @Test func anOpenRowIsStillFoundSwipedAndKeptFromDeletion() throws {
    let (inspector, log) = inbox()
    try inspector.find(row: "Ana").swipe(.leading)
    _ = try inspector.find(row: "Ana")
    #expect(throws: InspectionError.self) { try inspector.find(row: "Ana").delete() }
    try inspector.find(row: "Ana").swipe(.trailing)
    #expect(throws: InspectionError.self) { try inspector.find(button: "Leído") }
    _ = try inspector.find(button: "Borrar")
    try inspector.find(row: "Ana").swipe(.trailing, fully: true)
    #expect(log() == ["borrar"])
  }

  @Test func aTaggedRowKeepsItsSelectionWhileOpen() throws {
    let list = Stateful(value: Int?.none) { selection in
      List(selection: selection) {
        Text("Uno").tag(1).swipeActions { Button("Fijar") {} }
        Text("Dos").tag(2)
      }
    }
    let inspector = DesignInspector(list)
    try inspector.find(row: "Uno").swipe()
    try inspector.find(row: "Uno").select()
    let line = inspector.render(width: 40).split(separator: "\n").first { $0.contains("Uno") }
    #expect(line?.contains("✓") == true)
  }

  @Test func aFullSwipeDeletesARowThatHasOnlyOnDelete() throws {
    var names = ["Ana", "Luis"]
    let list = List {
      ForEach(names, id: \.self) { Text($0) }.onDelete { names.remove(atOffsets: $0) }
    }
    let inspector = DesignInspector(list)
    #expect(throws: InspectionError.self) { try inspector.find(row: "Ana").swipe() }
    try inspector.find(row: "Ana").swipe(.trailing, fully: true)
    #expect(names == ["Luis"])
  }

  @Test func anOpenContextMenuIsNotARowOfTheList() throws {
    let list = Stateful(value: String?.none) { selection in
      List(["Ana", "Luis"], id: \.self, selection: selection) { name in
        Text(name).contextMenu {
          Button("Copiar") {}
        } preview: {
          Text(name)
        }
      }
    }
    let inspector = DesignInspector(list)
    try inspector.find(text: "Ana").longPress()
    try inspector.dismiss()
    try inspector.find(row: "Ana").select()
    #expect(inspector.presented == nil)
  }

  @Test func aContextMenuWhoseItemsComeAndGoKeepsTheContentsState() throws {
    let screen = Stateful(value: false) { canCopy in
      Stateful(value: "") { note in
        VStack {
          TextField("Nota", text: note)
          Toggle("Copiable", isOn: canCopy)
        }
        .contextMenu { if canCopy.wrappedValue { Button("Copiar") {} } }
      }
    }
    let inspector = DesignInspector(screen)
    try inspector.find(textField: "Nota").setInput("hola")
    try inspector.find(toggle: "Copiable").tap()
    #expect(try inspector.find(textField: "Nota").text == "hola")
  }

  @Test func aTaggedContextMenuIsNotARowOfTheList() throws {
    let list = Stateful(value: Int?.some(1)) { selection in
      List(selection: selection) {
        Text("Uno").contextMenu {
          Button("Copiar") {}
        } preview: {
          Text("Uno")
        }.tag(1)
      }
    }
    let inspector = DesignInspector(list)
    try inspector.find(text: "Uno").longPress()
    #expect(inspector.presented != nil)
    // One check, the row's: the menu is not a second selected row behind it.
    var checks = 0
    Element.visit(inspector.elements) { element in
      if element.accessibility?.label == "Selected" { checks += 1 }
    }
    #expect(checks == 1)
    try inspector.dismiss()
    try inspector.find(row: "Uno").select()
  }
}
