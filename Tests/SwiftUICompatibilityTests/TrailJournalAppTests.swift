import PureMVVM
import Testing

@MainActor
@Suite struct TrailJournalAppTests {
  @Test func theAppsScenesAreItsWindowsAndItsMenusActOnTheKeyWindow() throws {
    let app = AppInspector(TrailJournalApp())
    #expect(app.scenes.map(\.title) == ["Diario", "Mapa", nil])
    #expect(app.menus == ["Diario"])
    let window = try app.window()
    try window.find(button: "Ver mapa").tap()
    #expect(app.openedWindows == [.init(id: "map", value: nil)])
    try app.menu("Diario").find(button: "Otra vuelta").tap()
    #expect(window.texts == ["Vueltas: 2 (km)"])
  }

  @Test func theSettingsWriteTheStorageTheAppAndItsWindowsShare() throws {
    let app = AppInspector(TrailJournalApp())
    let settings = try app.settings()
    try settings.find(picker: "Unidades").select("Millas")
    #expect(try app.settings().texts.last == "En mi")
    #expect(try app.window().texts.first == "Vueltas: 1 (mi)")
    #expect(try AppInspector(TrailJournalApp()).window().texts.first == "Vueltas: 1 (km)")
    #expect(UserDefaults.standard.string(forKey: "journal.units") == nil)
  }

  @Test func runningTheAppDrawsEachWindow() {
    #expect(
      TrailJournalApp.drawing(TrailJournalApp()) == """
        ── Diario ──
        ┌──────────────────────────────────────────────────────────┐
        │                     Vueltas: 1 (km)                      │
        │                      [ Ver mapa ]                        │
        └──────────────────────────────────────────────────────────┘
        ── Mapa ──
        ┌──────────────────────────────────────────────────────────┐
        │                     Mapa del sendero                     │
        └──────────────────────────────────────────────────────────┘
        ── settings ──
        ┌──────────────────────────────────────────────────────────┐
        │                 Unidades: [Kilómetros ▾]                 │
        │                          En km                           │
        └──────────────────────────────────────────────────────────┘

        """)
  }
}
