import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.interactiveDismissDisabled()` keeps a sheet from being swiped away, but not from
/// being closed by its own buttons.
@MainActor
@Suite struct InteractiveDismissTests {
  private struct Editor: View {
    @Environment(\.dismiss) private var dismiss
    let isLocked: Bool

    var body: some View {
      NavigationStack {
        Form {
          Text("Cambios sin guardar")
          Button("Guardar") { dismiss() }
        }
        .interactiveDismissDisabled(isLocked)
      }
    }
  }

  private func screen(isLocked: Bool) -> some View {
    Stateful(value: true) { isEditing in
      Text("Rutas").sheet(isPresented: isEditing) { Editor(isLocked: isLocked) }
    }
  }

  @Test func aLockedSheetRefusesASwipeWithAReason() throws {
    let inspector = DesignInspector(screen(isLocked: true))
    #expect(throws: InspectionError.self) { try inspector.dismiss() }
    do {
      try inspector.dismiss()
    } catch {
      #expect(error.description.contains("cannot be swiped away"))
    }
    #expect(inspector.presented != nil)
    try inspector.find(button: "Guardar").tap()
    #expect(inspector.presented == nil)
  }

  @Test func anUnlockedSheetIsSwipedAway() throws {
    let inspector = DesignInspector(screen(isLocked: false))
    try inspector.dismiss()
    #expect(inspector.presented == nil)
  }

  @Test func theConsoleSaysWhyItCannotDismiss() async {
    var output = ""
    var input = ["dismiss", "quit"][...]
    await DesignConsole(
      screen(isLocked: true), readLine: { input.popFirst() }, write: { output += $0 + "\n" }
    ).run()
    #expect(output.contains("cannot be swiped away"))
  }
}
