import Observation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// The console draws again when what the screen shows changes while work runs: after the
/// first screen's task loads, and while an action's work is under way.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ConsoleRedrawTests {
  @MainActor @Observable final class Chores {
    var names: [String] = []
    var isSaving = false
    var saving: Task<Void, Never>?

    func load() async {
      await Task.yield()
      names = ["Regar las plantas"]
    }

    func save() async {
      isSaving = true
      for _ in 0..<3 { await Task.yield() }
      isSaving = false
    }
  }

  struct ChoreScreen: View {
    let chores: Chores

    var body: some View {
      VStack {
        if chores.names.isEmpty { Text("Nada que hacer") }
        ForEach(chores.names, id: \.self) { Text($0) }
        if chores.isSaving { Text("Guardando…") }
        Button("Guardar") { chores.saving = Task { await chores.save() } }
      }
      .task { await chores.load() }
    }
  }

  @Test func theFirstScreenIsDrawnAgainWhenItsTaskHasLoaded() async {
    let chores = Chores()
    var output = ""
    var input = [String]()[...]
    await DesignConsole(
      ChoreScreen(chores: chores), readLine: { input.popFirst() }, write: { output += $0 }
    ).run()
    let screens = output.components(separatedBy: "┌").dropFirst()
    #expect(screens.count == 2)
    #expect(screens.first?.contains("Nada que hacer") == true)
    #expect(screens.last?.contains("Regar las plantas") == true)
  }

  @Test func aStateThatLastsOnlyWhileAnActionRunsIsShown() async {
    let chores = Chores()
    var output = ""
    var input = ["tap Guardar"][...]
    await DesignConsole(
      ChoreScreen(chores: chores), settle: { await chores.saving?.value },
      readLine: { input.popFirst() }, write: { output += $0 }
    ).run()
    let screens = Array(output.components(separatedBy: "┌").dropFirst())
    #expect(screens.contains { $0.contains("Guardando…") })
    #expect(screens.last?.contains("Guardando…") == false)
  }
}
