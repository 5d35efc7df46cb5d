import Foundation
import Observation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// Undo and redo as Foundation's `UndoManager` does them, and a design that registers with
/// its window's.
@MainActor
@Suite struct UndoManagerTests {
  /// A route name that registers how to undo each rename.
  @MainActor final class RouteName {
    var value = "Ruta"

    func rename(to newValue: String, in manager: UndoManager) {
      let old = value
      value = newValue
      manager.registerUndo(withTarget: self) { $0.rename(to: old, in: manager) }
      manager.setActionName("Rename")
    }
  }

  @Test func anUndoneChangeIsRedoneAndANewChangeClearsTheRedo() {
    let manager = UndoManager()
    // Undo handlers that capture their manager form a cycle with it, as with Apple's.
    defer { manager.removeAllActions() }
    let name = RouteName()
    name.rename(to: "Aneto", in: manager)
    name.rename(to: "Posets", in: manager)
    #expect(manager.undoMenuItemTitle == "Undo Rename")
    manager.undo()
    #expect(name.value == "Aneto" && manager.canRedo)
    manager.redo()
    #expect(name.value == "Posets")
    manager.undo()
    manager.undo()
    #expect(name.value == "Ruta" && !manager.canUndo)
    manager.redo()
    name.rename(to: "Monte Perdido", in: manager)
    #expect(!manager.canRedo)
    manager.undo()
    #expect(name.value == "Aneto")
  }

  @Test func aGroupUndoesAsOneChangeLastRegistrationFirst() {
    let manager = UndoManager()
    // Undo handlers that capture their manager form a cycle with it, as with Apple's.
    defer { manager.removeAllActions() }
    var log: [String] = []
    let target = RouteName()
    manager.beginUndoGrouping()
    manager.registerUndo(withTarget: target) { _ in log.append("first") }
    manager.beginUndoGrouping()
    manager.registerUndo(withTarget: target) { _ in log.append("second") }
    manager.endUndoGrouping()
    #expect(manager.groupingLevel == 1)
    manager.endUndoGrouping()
    manager.endUndoGrouping()
    manager.undo()
    #expect(log == ["second", "first"])
    #expect(!manager.canUndo)
  }

  @Test func anUndoInsideAnUndoDoesNothingAndAGoneTargetIsSkipped() {
    let manager = UndoManager()
    // Undo handlers that capture their manager form a cycle with it, as with Apple's.
    defer { manager.removeAllActions() }
    let name = RouteName()
    var log: [String] = []
    manager.registerUndo(withTarget: name) { _ in log.append("first") }
    manager.registerUndo(withTarget: name) { _ in
      log.append("second")
      manager.undo()
      manager.redo()
    }
    manager.undo()
    #expect(log == ["second"] && manager.canUndo)
    var gone: RouteName? = RouteName()
    manager.registerUndo(withTarget: gone!) { _ in log.append("gone") }
    gone = nil
    manager.undo()
    #expect(log == ["second"])
  }

  @Test func disabledRegistrationAndTheUndoLimitDropChanges() {
    let manager = UndoManager()
    // Undo handlers that capture their manager form a cycle with it, as with Apple's.
    defer { manager.removeAllActions() }
    let name = RouteName()
    manager.disableUndoRegistration()
    manager.disableUndoRegistration()
    name.rename(to: "A", in: manager)
    manager.enableUndoRegistration()
    name.rename(to: "B", in: manager)
    #expect(!manager.canUndo)
    manager.enableUndoRegistration()
    manager.enableUndoRegistration()
    manager.levelsOfUndo = 2
    for next in ["C", "D", "E"] { name.rename(to: next, in: manager) }
    manager.undo()
    manager.undo()
    manager.undo()
    #expect(name.value == "C")
    manager.removeAllActions()
    #expect(!manager.canUndo && !manager.canRedo && manager.undoMenuItemTitle == "Undo")
  }

  struct Counter: View {
    @Environment(\.undoManager) private var undoManager
    @State private var model = CounterModel()

    var body: some View {
      Button("Pasos: \(model.steps)") {
        model.steps += 1
        undoManager?.registerUndo(withTarget: model) { $0.steps -= 1 }
      }
    }
  }

  @Observable final class CounterModel {
    var steps = 0
  }

  @Test func aDesignRegistersWithTheUndoManagerItsHostGivesIt() throws {
    let inspector = DesignInspector(Counter())
    try inspector.find(button: "Pasos: 0").tap()
    try inspector.find(button: "Pasos: 1").tap()
    inspector.undoManager.undo()
    _ = try inspector.find(button: "Pasos: 1")
    #expect(inspector.undoManager.canRedo == false)
    #expect(inspector.undoManager.canUndo)
  }
}
