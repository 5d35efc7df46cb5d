import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// Modifiers written after `.tabItem { }` belong to that tab, as in SwiftUI: its
/// `onAppear` runs when it is selected, and its alert is presented from it, not a tab.
@MainActor
@Suite struct TabModifierTests {
  final class Journal {
    var entries: [String] = []
  }

  struct Tabs: View {
    let journal: Journal
    @State private var showsAlert = true

    var body: some View {
      TabView {
        Text("Lista de rutas")
          .tabItem { Text("Rutas") }
          .onAppear { journal.entries.append("rutas") }
        Text("Mapa de rutas")
          .tabItem { Text("Mapa") }
          .onAppear { journal.entries.append("mapa") }
          .alert("Sin conexión", isPresented: $showsAlert) {}
        ForEach(["Ajustes", "Perfil"], id: \.self) { name in
          Text("Pantalla \(name)")
            .tabItem { Text(name) }
            .onAppear { journal.entries.append(name) }
        }
      }
    }
  }

  @Test func anOnAppearAfterTabItemRunsWhenItsOwnTabIsSelected() throws {
    let journal = Journal()
    let inspector = DesignInspector(Tabs(journal: journal))
    _ = inspector.elements
    #expect(journal.entries == ["rutas"])
    try inspector.find(tab: "Perfil").tap()
    _ = inspector.elements
    #expect(journal.entries == ["rutas", "Perfil"])
    try inspector.find(tab: "Mapa").tap()
    _ = inspector.elements
    #expect(journal.entries == ["rutas", "Perfil", "mapa"])
  }

  @Test func anAlertAfterTabItemIsPresentedFromItsTabNotMadeATab() throws {
    let inspector = DesignInspector(Tabs(journal: Journal()))
    #expect(inspector.elements.first?.kind.tabTitles == ["Rutas", "Mapa", "Ajustes", "Perfil"])
    #expect(inspector.presented == nil)
    try inspector.find(tab: "Mapa").tap()
    #expect(inspector.texts.first == "Sin conexión")
    try inspector.dismiss()
    #expect(inspector.texts == ["Mapa de rutas"])
  }

  @Test func aBadgeOnATabsContentIsShownOnTheTab() {
    let tabs = TabView {
      Text("Lista").tabItem { Text("Rutas") }
      Text("Avisos pendientes").badge(3).tabItem { Text("Avisos") }
    }
    let lines = TextRenderer(width: 32).render(tabs).split(separator: "\n")
    #expect(lines.contains { $0.contains("‹Rutas›  Avisos (3)") })
    let inspector = DesignInspector(tabs)
    try? inspector.find(tab: "Avisos").tap()
    #expect(!inspector.render(width: 32).contains("Avisos pendientes (3)"))
    #expect(AccessibilityRenderer().render(tabs).contains("2 of 2, 3"))
    #expect(HTMLRenderer().render(tabs).contains("Avisos<span class=\"badge\">3</span>"))
  }
}
