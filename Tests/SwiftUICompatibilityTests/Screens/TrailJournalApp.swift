// A macOS app's structure: a window group, a window opened by identifier, settings bound to
// the app's own storage, and menus acting on the key window's trail.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct JournalTrailKey: FocusedValueKey {
  typealias Value = Binding<Int>
}

extension FocusedValues {
  var journalLaps: Binding<Int>? {
    get { self[JournalTrailKey.self] }
    set { self[JournalTrailKey.self] = newValue }
  }
}

struct TrailJournalApp: App {
  @AppStorage("journal.units") private var units = "km"

  var body: some Scene {
    WindowGroup("Diario") {
      JournalWindow()
    }
    .defaultSize(width: 600, height: 400)
    .commands {
      JournalCommands()
      CommandGroup(replacing: .help) {
        // swift-format-ignore: NeverForceUnwrap
        Link("Ayuda", destination: URL(string: "https://example.com/ayuda")!)
      }
    }
    Window("Mapa", id: "map") {
      Text("Mapa del sendero")
    }
    .keyboardShortcut("m")
    Settings {
      Picker("Unidades", selection: $units) {
        Text("Kilómetros").tag("km")
        Text("Millas").tag("mi")
      }
      Text("En \(units)")
    }
  }
}

struct JournalWindow: View {
  @Environment(\.openWindow) private var openWindow
  @AppStorage("journal.units") private var units = "km"
  @State private var laps = 1

  var body: some View {
    VStack {
      Text("Vueltas: \(laps) (\(units))")
      Button("Ver mapa") { openWindow(id: "map") }
    }
    .focusedSceneValue(\.journalLaps, $laps)
  }
}

struct JournalCommands: Commands {
  @FocusedBinding(\.journalLaps) private var laps

  var body: some Commands {
    CommandMenu("Diario") {
      Button("Otra vuelta") { laps = (laps ?? 0) + 1 }
        .keyboardShortcut("n", modifiers: [.command, .shift])
        .disabled(laps == nil)
    }
  }
}
