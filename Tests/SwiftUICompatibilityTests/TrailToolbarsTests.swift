import PureMVVM
import PureMVVMTesting
import Testing

/// A design that uses SwiftUI's toolbar family shows its bars as SwiftUI does.
@MainActor
@Suite struct TrailToolbarsTests {
  @Test func itemsShowAsTheirPlacementAndCustomizationSay() {
    let inspector = DesignInspector(TrailToolbars())
    #expect(
      inspector.render(width: 40) == """
        ┌──────────────────────────────────────┐
        │                [  ▾ ]     [ Editar ] │
        │                Rutas                 │
        │ ──────────────────────────────────── │
        │ Anaga                              › │
        │ ──────────────────────────────────── │
        │      [ Compartir ] [ Filtrar ]       │
        │ ──────────────────────────────────── │
        │          ‹Rutas›  Favoritas          │
        └──────────────────────────────────────┘

        """)
  }

  @Test func aToolbarContentTypeSwapsItsItemsWithItsState() throws {
    let inspector = DesignInspector(TrailToolbars())
    try inspector.find(button: "Editar").tap()
    #expect(inspector.render(width: 40).contains("│ [ Cancelar ]   [  ▾ ]    [ Guardar ] │"))
    try inspector.find(button: "Guardar").tap()
    #expect(throws: InspectionError.self) { try inspector.find(button: "Guardar") }
  }

  @Test func itemsLeftOutByDefaultAreNeitherDrawnNorFound() throws {
    let inspector = DesignInspector(TrailToolbars())
    #expect(throws: InspectionError.self) { try inspector.find(button: "Imprimir") }
    #expect(throws: InspectionError.self) { try inspector.find(button: "Mapa") }
    _ = try inspector.find(button: "Renombrar")
  }

  @Test func aPushedScreenHidesTheTabBarAndTheBottomBar() throws {
    let inspector = DesignInspector(TrailToolbars())
    try inspector.find(navigationLink: "Anaga").tap()
    #expect(
      inspector.render(width: 40) == """
        ┌──────────────────────────────────────┐
        │ ‹ Rutas                              │
        │ Anaga                                │
        │ ──────────────────────────────────── │
        │              Ruta Anaga              │
        └──────────────────────────────────────┘

        """)
    #expect(throws: InspectionError.self) { try inspector.find(button: "Descargar") }
    #expect(throws: InspectionError.self) { try inspector.find(tab: "Favoritas").tap() }
  }

  @Test func barLooksAreRecorded() throws {
    let inspector = DesignInspector(TrailToolbars())
    var settings = ToolbarSettings()
    settings.background = [.navigationBar: .color(.blue)]
    settings.backgroundVisibility = [.navigationBar: .visible, .tabBar: .visible]
    settings.colorScheme = [.navigationBar: .dark]
    settings.role = .editor
    settings.removedItems = [.sidebarToggle]
    #expect(try inspector.find(navigationLink: "Anaga").element.attributes.toolbar == settings)
  }
}
