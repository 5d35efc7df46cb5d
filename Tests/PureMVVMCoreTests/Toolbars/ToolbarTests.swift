import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ToolbarTests {
  @Test func itemsGoToTheSideTheirPlacementNames() {
    let inspector = DesignInspector(
      NavigationStack {
        Text("Body")
          .navigationTitle("Rutas")
          .toolbar {
            ToolbarItem(placement: .topBarLeading) { Button("Filtro") {} }
            ToolbarItem(placement: .primaryAction) { Button("Añadir") {} }
            ToolbarItem(placement: .bottomBar) { Text("3 rutas") }
          }
      })
    #expect(
      inspector.render(width: 32) == """
        ┌──────────────────────────────┐
        │ [ Filtro ]        [ Añadir ] │
        │ Rutas                        │
        │ ──────────────────────────── │
        │             Body             │
        │ ──────────────────────────── │
        │           3 rutas            │
        └──────────────────────────────┘

        """)
  }

  @Test func anyItemTakesTheIOS26AppearanceModifiersAndStillShows() throws {
    @Namespace var zoom
    let inspector = DesignInspector(
      NavigationStack {
        Text("Body")
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) { Button("Filtrar") {} }
              .sharedBackgroundVisibility(.hidden)
            ToolbarItem(placement: .topBarLeading) { Button("Mapa") {} }
              .matchedTransitionSource(id: "mapa", in: zoom)
          }
      })
    _ = try inspector.find(button: "Filtrar")
    _ = try inspector.find(button: "Mapa")
  }

  @Test func cancellationAndConfirmationGoLeftAndRight() throws {
    var saves = 0
    let inspector = DesignInspector(
      NavigationStack {
        Text("Form")
          .toolbar {
            ToolbarItem(placement: .confirmationAction) { Button("Guardar") { saves += 1 } }
            ToolbarItem(placement: .cancellationAction) { Button("Cancelar") {} }
          }
      })
    #expect(inspector.render(width: 32).contains("│ [ Cancelar ]     [ Guardar ] │"))
    try inspector.find(button: "Guardar").tap()
    #expect(saves == 1)
  }

  @Test func aGroupPutsItsItemsSideBySideAndItemsWithoutPlacementGoRight() {
    let inspector = DesignInspector(
      NavigationStack {
        Text("Body")
          .toolbar {
            ToolbarItemGroup(placement: .topBarLeading) {
              Button("A") {}
              Button("B") {}
            }
            Button("C") {}
          }
      })
    #expect(inspector.render(width: 32).contains("│ [ A ] [ B ]            [ C ] │"))
  }

  @Test func principalItemReplacesTheTitleInTheMiddle() {
    let inspector = DesignInspector(
      NavigationStack {
        Text("Body")
          .toolbar { ToolbarItem(placement: .principal) { Text("Centro") } }
      })
    #expect(inspector.render(width: 32).contains("│            Centro            │"))
  }

  @Test func inlineTitleIsCentredInTheBar() {
    let inspector = DesignInspector(
      NavigationStack {
        Text("Body").navigationTitle("Ajustes").navigationBarTitleDisplayMode(.inline)
      })
    #expect(inspector.render(width: 32).contains("│           Ajustes            │"))
  }

  @Test func aHiddenBackButtonIsNotDrawnButBackStillWorks() throws {
    let inspector = DesignInspector(
      NavigationStack {
        NavigationLink("Open") {
          Text("Pushed").navigationBarBackButtonHidden(true)
        }
        .navigationTitle("Root")
      })
    try inspector.find(navigationLink: "Open").tap()
    #expect(!inspector.render(width: 32).contains("‹"))
    try inspector.back()
    #expect(inspector.navigationPath == ["Root"])
  }

  @Test func navigationBarItemsAreLeadingAndTrailingItems() {
    let inspector = DesignInspector(
      NavigationView {
        Text("Body").navigationBarItems(leading: Button("L") {}, trailing: Button("R") {})
      })
    #expect(inspector.render(width: 32).contains("│ [ L ]                  [ R ] │"))
  }

  @Test func aSplitViewShowsItsColumnsOneAfterTheOther() {
    let inspector = DesignInspector(
      NavigationSplitView {
        Text("Sidebar")
      } detail: {
        Text("Detail")
      })
    #expect(inspector.texts == ["Sidebar", "Detail"])
  }
}
