import PureMVVMCore
import PureMVVMInspection
import Testing

/// The tabs of a hiking app.
private enum Section: Hashable {
  case routes, map, profile
}

/// A tab's content: a counter of its own and an `onAppear` log.
private struct TabScreen: View {
  let name: String
  let log: AppearanceLog
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("\(name) \(taps)")
      Button("Tap \(name)") { taps += 1 }
    }
    .onAppear { log.names.append(name) }
  }
}

@MainActor
private final class AppearanceLog {
  var names: [String] = []
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct TabViewTests {
  private func app(selection: Binding<Section>, log: AppearanceLog) -> some View {
    TabView(selection: selection) {
      TabScreen(name: "Routes", log: log)
        .tabItem { Label("Rutas", systemImage: "map") }
        .tag(Section.routes)
      TabScreen(name: "Map", log: log)
        .tabItem { Label("Mapa", systemImage: "globe") }
        .tag(Section.map)
      TabScreen(name: "Profile", log: log)
        .tabItem { Text("Perfil") }
        .tag(Section.profile)
    }
  }

  @Test func onlyTheSelectedTabIsShownAndTheBarMarksIt() {
    var selection = Section.map
    let inspector = DesignInspector(
      app(selection: Binding(get: { selection }, set: { selection = $0 }), log: AppearanceLog()))
    #expect(inspector.selectedTab == "Mapa")
    #expect(inspector.texts == ["Map 0"])
    #expect(
      inspector.render(width: 32) == """
        ┌──────────────────────────────┐
        │            Map 0             │
        │         [ Tap Map ]          │
        │ ──────────────────────────── │
        │    Rutas  ‹Mapa›  Perfil     │
        └──────────────────────────────┘

        """)
  }

  @Test func tappingATabWritesTheSelection() throws {
    var selection = Section.routes
    let inspector = DesignInspector(
      app(selection: Binding(get: { selection }, set: { selection = $0 }), log: AppearanceLog()))
    try inspector.find(tab: "Perfil").tap()
    #expect(selection == .profile)
    #expect(inspector.texts == ["Profile 0"])
  }

  @Test func aTabKeepsItsStateWhileAnotherIsSelected() throws {
    let inspector = DesignInspector(
      TabView {
        TabScreen(name: "Routes", log: AppearanceLog()).tabItem { Text("Rutas") }
        TabScreen(name: "Map", log: AppearanceLog()).tabItem { Text("Mapa") }
      })
    try inspector.find(button: "Tap Routes").tap()
    try inspector.find(tab: "Mapa").tap()
    try inspector.find(tab: "Rutas").tap()
    #expect(inspector.texts == ["Routes 1"])
  }

  @Test func onlyTheSelectedTabAppears() throws {
    let log = AppearanceLog()
    var selection = Section.routes
    let inspector = DesignInspector(
      app(selection: Binding(get: { selection }, set: { selection = $0 }), log: log))
    _ = inspector.render()
    #expect(log.names == ["Routes"])
    try inspector.find(tab: "Mapa").tap()
    _ = inspector.render()
    #expect(log.names == ["Routes", "Map"])
  }

  @Test func anUnknownTabListsTheTabs() {
    let inspector = DesignInspector(
      app(selection: .constant(.routes), log: AppearanceLog()))
    let error = #expect(throws: InspectionError.self) { try inspector.find(tab: "Ajustes") }
    #expect(error?.candidates == ["Rutas", "Mapa", "Perfil"])
  }

  @Test func tabsWithValuesSelectThroughTheBinding() throws {
    var selection = Section.routes
    let inspector = DesignInspector(
      TabView(selection: Binding(get: { selection }, set: { selection = $0 })) {
        Tab("Rutas", systemImage: "map", value: Section.routes) { Text("Routes") }
        Tab("Mapa", systemImage: "globe", value: Section.map) { Text("Map") }
      })
    #expect(inspector.texts == ["Routes"])
    try inspector.find(tab: "Mapa").tap()
    #expect(selection == .map)
    #expect(inspector.texts == ["Map"])
  }

  @Test func withoutASelectionTheFirstTabIsShown() {
    let inspector = DesignInspector(
      TabView {
        Tab("Rutas", systemImage: "map") { Text("Routes") }
        Tab("Mapa", systemImage: "globe") { Text("Map") }
      })
    #expect(inspector.selectedTab == "Rutas")
    #expect(inspector.texts == ["Routes"])
  }
}
