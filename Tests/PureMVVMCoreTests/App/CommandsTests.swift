import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

private struct SelectedTrailKey: FocusedValueKey {
  typealias Value = Binding<String>
}

extension FocusedValues {
  fileprivate var selectedTrail: Binding<String>? {
    get { self[SelectedTrailKey.self] }
    set { self[SelectedTrailKey.self] = newValue }
  }
}

/// Counts what the menus did.
@MainActor final class MenuLog {
  var entries: [String] = []
}

/// The menus an app's `.commands` add: named menus, groups placed among the standard ones,
/// and commands reading the key window's focused values.
@MainActor
@Suite struct CommandsTests {
  /// Menu items acting on the trail the key window shows.
  struct TrailCommands: Commands {
    @FocusedBinding(\.selectedTrail) private var trail
    let log: MenuLog
    let showsDebug: Bool

    var body: some Commands {
      CommandMenu("Sendero") {
        Button("Renombrar \(trail ?? "—")") { trail = "Anaga" }
          .disabled(trail == nil)
        Divider()
        Button("Recargar") { log.entries.append("recargar") }
          .keyboardShortcut("r")
      }
      CommandGroup(after: .newItem) {
        Button("Nueva ruta") { log.entries.append("nueva") }
      }
      if showsDebug {
        CommandMenu(Text("Depurar")) { Button("Volcar") {} }
      } else {
        CommandGroup(replacing: .help) {}
      }
      SidebarCommands()
    }
  }

  /// A window that publishes the trail it edits.
  struct TrailWindow: View {
    @State private var trail = "Teide"

    var body: some View {
      Text("Sendero: \(trail)").focusedSceneValue(\.selectedTrail, $trail)
    }
  }

  private func app(_ log: MenuLog, debug: Bool) -> some Scene {
    WindowGroup { TrailWindow() }
      .commands { TrailCommands(log: log, showsDebug: debug) }
  }

  @Test func theMenusAndGroupsAreDescribedInOrder() {
    let inspector = AppInspector(scenes: app(MenuLog(), debug: true))
    #expect(inspector.menus == ["Sendero", "Depurar"])
    #expect(
      inspector.commands.map(\.placement) == [
        .menu("Sendero"), .after(.newItem), .menu("Depurar"), .standard("SidebarCommands"),
      ])
    let release = AppInspector(scenes: app(MenuLog(), debug: false))
    #expect(release.commands.map(\.placement)[2] == .replacing(.help))
  }

  @Test func aMenuItemActsWhenTapped() throws {
    let log = MenuLog()
    let inspector = AppInspector(scenes: app(log, debug: false))
    try inspector.menu("Sendero").find(button: "Recargar").tap()
    try inspector.commands(at: .after(.newItem)).find(button: "Nueva ruta").tap()
    #expect(log.entries == ["recargar", "nueva"])
    #expect(throws: InspectionError.self) { try inspector.menu("Archivo") }
  }

  @Test func aMenuReadsAndWritesTheKeyWindowsFocusedValues() throws {
    let inspector = AppInspector(scenes: app(MenuLog(), debug: false))
    #expect(throws: InspectionError.self) {
      try inspector.menu("Sendero").find(button: "Renombrar —").tap()
    }
    let window = try inspector.window()
    try inspector.menu("Sendero").find(button: "Renombrar Teide").tap()
    #expect(window.texts == ["Sendero: Anaga"])
    let menu = try inspector.menu("Sendero")
    #expect(throws: Never.self) { try menu.find(button: "Renombrar Anaga") }
  }

  /// A menu only while a trail is focused, before one always there.
  struct FocusDependentCommands: Commands {
    @FocusedBinding(\.selectedTrail) private var trail

    var body: some Commands {
      if trail != nil {
        CommandMenu("Sendero activo") { Button("Cerrar \(trail ?? "")") {} }
      }
      CommandMenu("Siempre") { Button("Ayuda") {} }
    }
  }

  @Test func aMenuAddedOnlyWithAFocusedValueDoesNotShiftTheOthers() throws {
    let inspector = AppInspector(
      scenes: WindowGroup { TrailWindow() }.commands { FocusDependentCommands() })
    #expect(inspector.menus == ["Siempre"])
    _ = try inspector.window()
    #expect(inspector.menus == ["Sendero activo", "Siempre"])
    #expect(throws: Never.self) { try inspector.menu("Siempre").find(button: "Ayuda") }
    #expect(throws: Never.self) {
      try inspector.menu("Sendero activo").find(button: "Cerrar Teide")
    }
  }

  @Test func commandsReplacedAndRemovedDropTheStandardOnes() {
    let replaced = WindowGroup { Text("-") }
      .commands { SidebarCommands() }
      .commandsReplaced { CommandMenu("Solo") { Text("-") } }
    let inspector = AppInspector(scenes: replaced)
    #expect(inspector.scenes[0].removesStandardCommands)
    #expect(inspector.commands.map(\.placement) == [.menu("Solo")])
    #expect(
      AppInspector(scenes: WindowGroup { Text("-") }.commandsRemoved()).scenes[0]
        .removesStandardCommands)
    #expect(!AppInspector(scenes: WindowGroup { Text("-") }).scenes[0].removesStandardCommands)
  }
}
