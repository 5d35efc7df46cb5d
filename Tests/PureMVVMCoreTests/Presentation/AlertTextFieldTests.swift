import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// An alert with a `TextField` among its actions: the field takes text, the buttons
/// dismiss it.
@MainActor
@Suite struct AlertTextFieldTests {
  private struct Rename: View {
    @State private var isRenaming = true
    @State private var name = ""
    @Binding var saved: String

    var body: some View {
      Text("Ruta")
        .alert("Renombrar", isPresented: $isRenaming) {
          TextField("Nombre", text: $name)
          Button("Guardar") { saved = name }
          Button("Cancelar", role: .cancel) {}
        } message: {
          Text("Escribe un nombre nuevo")
        }
    }
  }

  @Test func typingIntoTheAlertsFieldThenSavingDismissesIt() throws {
    var saved = ""
    let inspector = DesignInspector(Rename(saved: Binding(get: { saved }, set: { saved = $0 })))
    try inspector.find(textField: "Nombre").setInput("Anaga")
    #expect(inspector.presented != nil)
    #expect(inspector.render(width: 40).contains("Anaga"))
    try inspector.find(button: "Guardar").tap()
    #expect(saved == "Anaga")
    #expect(inspector.presented == nil)
  }
}
