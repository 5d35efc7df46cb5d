import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.keyboardShortcut`: pressing the keys runs the button that has them, on top.
@MainActor
@Suite struct KeyboardShortcutTests {
  private struct Editor: View {
    @Binding var log: [String]
    var isSaving = true

    var body: some View {
      VStack {
        Button("Guardar") { log.append("guardar") }
          .keyboardShortcut("s")
          .disabled(!isSaving)
        Button("Aceptar") { log.append("aceptar") }.keyboardShortcut(.defaultAction)
        Button("Cancelar") { log.append("cancelar") }.keyboardShortcut(.cancelAction)
        Button("Nada") {}.keyboardShortcut(nil)
      }
    }
  }

  @Test func pressingAShortcutRunsItsButton() throws {
    var log: [String] = []
    let inspector = DesignInspector(Editor(log: Binding(get: { log }, set: { log = $0 })))
    try inspector.press(KeyboardShortcut("s"))
    try inspector.press(.defaultAction)
    try inspector.press(.cancelAction)
    #expect(log == ["guardar", "aceptar", "cancelar"])
    #expect(throws: InspectionError.self) {
      try inspector.press(KeyboardShortcut("s", modifiers: []))
    }
    #expect(KeyboardShortcut("s").modifiers == .command)
    #expect(EventModifiers.all.contains(.option))
  }

  @Test func aDisabledButtonIsNotRunByItsShortcut() {
    var log: [String] = []
    let editor = Editor(log: Binding(get: { log }, set: { log = $0 }), isSaving: false)
    #expect(throws: InspectionError.self) {
      try DesignInspector(editor).press(KeyboardShortcut("s"))
    }
    #expect(log.isEmpty)
  }
}
