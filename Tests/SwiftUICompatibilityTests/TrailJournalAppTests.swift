import PureMVVM
import Testing

@MainActor
@Suite struct TrailJournalAppTests {
  @Test func theAppsScenesAreItsWindowsAndItsMenusActOnTheKeyWindow() throws {
    let app = AppInspector(TrailJournalApp())
    #expect(app.scenes.map(\.title) == ["Diario", "Mapa"])
    #expect(app.menus == ["Diario"])
    let window = try app.window()
    try window.find(button: "Ver mapa").tap()
    #expect(app.openedWindows == [.init(id: "map", value: nil)])
    try app.menu("Diario").find(button: "Otra vuelta").tap()
    #expect(window.texts == ["Vueltas: 2"])
  }

  @Test func runningTheAppDrawsEachWindow() {
    #expect(
      TrailJournalApp.drawing(TrailJournalApp()) == """
        ── Diario ──
        ┌──────────────────────────────────────────────────────────┐
        │                        Vueltas: 1                        │
        │                       [ Ver mapa ]                       │
        └──────────────────────────────────────────────────────────┘
        ── Mapa ──
        ┌──────────────────────────────────────────────────────────┐
        │                     Mapa del sendero                     │
        └──────────────────────────────────────────────────────────┘

        """)
  }
}
