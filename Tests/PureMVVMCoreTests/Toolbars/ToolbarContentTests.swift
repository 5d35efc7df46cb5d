import PureMVVMCore
import PureMVVMInspection
import Testing

/// Items written as a type of their own, built by `@ToolbarContentBuilder`.
private struct SaveItems: ToolbarContent {
  let canDelete: Bool

  var body: some ToolbarContent {
    ToolbarItem(placement: .confirmationAction) { Button("Guardar") {} }
    if canDelete {
      ToolbarItem(placement: .destructiveAction) { Button("Borrar") {} }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ToolbarContentTests {
  @ToolbarContentBuilder private func items(editing: Bool) -> some ToolbarContent {
    if editing {
      ToolbarItem(placement: .cancellationAction) { Button("Cancelar") {} }
    } else {
      ToolbarItem(placement: .primaryAction) { Button("Editar") {} }
    }
  }

  private func screen(@ViewBuilder toolbar: () -> some View) -> DesignInspector {
    DesignInspector(NavigationStack { Text("Body").toolbar(content: toolbar) })
  }

  @Test func aToolbarContentTypeShowsEachOfItsItems() throws {
    let inspector = screen { SaveItems(canDelete: true) }
    #expect(inspector.render(width: 32).contains("│       [ Guardar ] [ Borrar ] │"))
    #expect(throws: InspectionError.self) {
      try screen { SaveItems(canDelete: false) }.find(button: "Borrar")
    }
  }

  @Test func aBuilderFunctionChoosesItsItems() throws {
    _ = try screen { items(editing: true) }.find(button: "Cancelar")
    #expect(throws: InspectionError.self) {
      try screen { items(editing: true) }.find(button: "Editar")
    }
    _ = try screen { items(editing: false) }.find(button: "Editar")
  }

  @Test func hiddenContentIsNeitherDrawnNorFound() throws {
    let inspector = screen {
      ToolbarItem { Button("Uno") {} }.hidden()
      ToolbarItem { Button("Dos") {} }.hidden(false)
      SaveItems(canDelete: false).hidden(true)
    }
    #expect(throws: InspectionError.self) { try inspector.find(button: "Uno") }
    #expect(throws: InspectionError.self) { try inspector.find(button: "Guardar") }
    _ = try inspector.find(button: "Dos")
  }

  @Test func aCustomizableToolbarShowsWhatItsDefaultsShow() throws {
    let inspector = DesignInspector(
      NavigationStack {
        Text("Body").toolbar(id: "editor") {
          ToolbarItem(id: "a") { Button("A") {} }
          ToolbarItem(id: "b", showsByDefault: false) { Button("B") {} }
          ToolbarItem(id: "c") { Button("C") {} }.defaultCustomization(.hidden)
          ToolbarItem(id: "d") { Button("D") {} }.defaultCustomization(
            .visible, options: .alwaysAvailable)
          ToolbarItem(id: "e") { Button("E") {} }.customizationBehavior(.reorderable)
        }
      })
    #expect(inspector.render(width: 32).contains("│            [ A ] [ D ] [ E ] │"))
    #expect(ToolbarItem(id: "a") { Text("A") }.id == "a")
  }

  @Test func aHiddenBottomBarDropsItsItems() {
    let shown = DesignInspector(
      NavigationStack {
        Text("Body").toolbar { ToolbarItem(placement: .bottomBar) { Text("3 rutas") } }
      })
    #expect(shown.render(width: 20).contains("3 rutas"))
    let hidden = DesignInspector(
      NavigationStack {
        Text("Body")
          .toolbar { ToolbarItem(placement: .bottomBar) { Text("3 rutas") } }
          .toolbarVisibility(.hidden, for: .bottomBar)
      })
    #expect(
      hidden.render(width: 20) == """
        ┌──────────────────┐
        │       Body       │
        └──────────────────┘

        """)
  }

  @Test func hidingTheTabBarInOneTabLeavesTheOthersTheirBar() throws {
    let inspector = DesignInspector(
      TabView {
        Text("Mapa").toolbar(.hidden, for: .tabBar).tabItem { Text("Mapa") }
        Text("Lista").tabItem { Text("Lista") }
      })
    #expect(!inspector.render(width: 24).contains("‹Mapa›"))
    try inspector.find(tab: "Lista").tap()
    #expect(inspector.render(width: 24).contains("Mapa  ‹Lista›"))
  }

  @Test func aNestedTabViewHidesOnlyItsOwnTabBar() {
    let inspector = DesignInspector(
      TabView {
        TabView {
          Text("Mapa").toolbar(.hidden, for: .tabBar).tabItem { Text("Dentro") }
        }
        .tabItem { Text("Fuera") }
      })
    let rendering = inspector.render(width: 24)
    #expect(rendering.contains("‹Fuera›"))
    #expect(!rendering.contains("‹Dentro›"))
  }

  @Test func hidingTheToolbarWithNoBarNamedHidesTheNavigationBar() {
    let hidden = DesignInspector(
      NavigationStack { Text("Body").navigationTitle("Rutas").toolbar(.hidden) })
    #expect(!hidden.render(width: 20).contains("Rutas"))
    let shownAgain = DesignInspector(
      NavigationStack {
        Text("Body").navigationTitle("Rutas")
          .toolbarVisibility(.visible, for: .navigationBar)
          .toolbar(.hidden, for: .automatic)
      })
    #expect(shownAgain.render(width: 20).contains("Rutas"))
  }

  @Test func barLooksAreRecordedForTheBarsNamed() {
    let elements = Text("Body")
      .toolbarBackground(.red)
      .toolbarBackground(.hidden, for: .tabBar, .bottomBar)
      .toolbarBackgroundVisibility(.visible, for: .automatic)
      .toolbarColorScheme(nil, for: .tabBar)
      .toolbarColorScheme(.dark, for: .tabBar)
      .toolbarRole(.browser)
      .toolbar(removing: nil)
      .searchToolbarBehavior(.minimize)
      .resolve()
    var expected = ToolbarSettings()
    expected.background = [.navigationBar: .color(.red)]
    expected.backgroundVisibility = [
      .navigationBar: .visible, .tabBar: .hidden, .bottomBar: .hidden,
    ]
    expected.role = .browser
    expected.searchBehavior = .minimize
    #expect(elements.first?.attributes.toolbar == expected)
  }

  @Test func titleDisplayModesDrawAsTheBarModesTheyName() {
    let inline = DesignInspector(
      NavigationStack { Text("Body").navigationTitle("Ajustes").toolbarTitleDisplayMode(.inline) })
    #expect(inline.render(width: 32).contains("│           Ajustes            │"))
    let large = DesignInspector(
      NavigationStack {
        Text("Body").navigationTitle("Ajustes").toolbarTitleDisplayMode(.inlineLarge)
      })
    #expect(large.render(width: 32).contains("│ Ajustes                      │"))
  }

  @Test func aLabelledGroupShowsItsItemsAndATitleMenuItsItems() throws {
    var renamed = 0
    let inspector = DesignInspector(
      NavigationStack {
        Text("Body")
          .toolbar {
            ToolbarItemGroup(placement: .topBarLeading) {
              Button("A") {}
            } label: {
              Text("Grupo")
            }
            ToolbarTitleMenu { Button("Renombrar") { renamed += 1 } }
          }
      })
    #expect(inspector.render(width: 32).contains("│ [ A ]      [  ▾ ]            │"))
    try inspector.find(button: "Renombrar").tap()
    #expect(renamed == 1)
  }

  @Test func spacersAndDefaultItemsAddNothing() {
    let elements = Text("Body")
      .toolbar {
        ToolbarSpacer()
        ToolbarSpacer(.fixed, placement: .bottomBar)
        DefaultToolbarItem(kind: .search, placement: .bottomBar)
        ToolbarTitleMenu()
      }
      .resolve()
    #expect(elements.last?.children.count == 1)
  }
}
