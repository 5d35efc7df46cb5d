import PureMVVM
import PureMVVMTesting
import Testing

/// `@Entry` in `FocusedValues` and `Transaction` declares values as SwiftUI's does.
@MainActor
@Suite struct RouteEditorEntriesTests {
  @Test func aFocusedEntryIsReadWhileItsFieldHasTheFocus() throws {
    let inspector = DesignInspector(RouteNameEditor())
    #expect(inspector.texts.first == "Editando: nada")
    try inspector.find(button: "Editar").tap()
    #expect(inspector.texts.first == "Editando: Anaga")
  }

  @Test func aTransactionEntryReachesTheUpdateItCaused() throws {
    var updates: [Bool] = []
    let inspector = DesignInspector(RouteNameEditor { updates.append($0) })
    _ = inspector.texts
    #expect(updates.allSatisfy { !$0 })
    try inspector.find(button: "Deshacer").tap()
    _ = inspector.texts
    #expect(updates.last == true)
    #expect(Transaction().isUndo == false)
  }
}
