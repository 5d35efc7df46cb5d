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
    if #available(iOS 26, macOS 26, *) {
      ToolbarSpacer(.fixed)
    }
  }
}

/// The id of an item made and read by code that is not on the main actor.
private func itemIDReadOffTheMainActor() async -> String {
  ToolbarItem(id: "a") { Text("A") }.id
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
          if #available(iOS 26, macOS 26, *) {
            ToolbarSpacer(.flexible)
          }
        }
      })
    #expect(inspector.render(width: 32).contains("│            [ A ] [ D ] [ E ] │"))
    #expect(ToolbarItem(id: "a") { Text("A") }.id == "a")
  }

  /// As in SwiftUI, an item's `id` can be read anywhere, not only on the main actor.
  @Test func anItemsIDIsReadOffTheMainActor() async {
    #expect(await itemIDReadOffTheMainActor() == "a")
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
    #expect(throws: InspectionError.self) { try hidden.find(text: "3 rutas") }
    let hiddenInside = DesignInspector(
      NavigationStack {
        Text("Body")
          .toolbarVisibility(.hidden, for: .bottomBar)
          .toolbar { ToolbarItem(placement: .bottomBar) { Button("Compartir") {} } }
      })
    #expect(throws: InspectionError.self) { try hiddenInside.find(button: "Compartir") }
  }

  @Test func hidingTheTabBarInOneTabLeavesTheOthersTheirBar() throws {
    let inspector = DesignInspector(
      Stateful(value: 0) { selection in
        VStack {
          Button("Lista") { selection.wrappedValue = 1 }
          TabView(selection: selection) {
            Text("Mapa").toolbar(.hidden, for: .tabBar).tabItem { Text("Mapa") }.tag(0)
            Text("Lista").tabItem { Text("Lista") }.tag(1)
          }
        }
      })
    #expect(!inspector.render(width: 24).contains("‹Mapa›"))
    do {
      try inspector.find(tab: "Lista").tap()
      Issue.record("tapped a tab of a hidden tab bar")
    } catch {
      #expect(error.reason == .tabBarHidden)
    }
    try inspector.find(button: "Lista").tap()
    #expect(inspector.render(width: 24).contains("Mapa  ‹Lista›"))
    try inspector.find(tab: "Mapa").tap()
    #expect(inspector.selectedTab == "Mapa")
  }

  @Test func aTabViewCannotHideItsOwnBar() throws {
    let inspector = DesignInspector(
      TabView {
        Text("Mapa").tabItem { Text("Mapa") }
        Text("Lista").tabItem { Text("Lista") }
      }
      .toolbar(.hidden, for: .tabBar))
    #expect(inspector.render(width: 24).contains("‹Mapa›  Lista"))
    try inspector.find(tab: "Lista").tap()
    #expect(inspector.selectedTab == "Lista")
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

  @Test func aSheetKeepsItsOwnBarsWhenThePresenterHidesIts() {
    let inspector = DesignInspector(
      NavigationStack {
        Text("Fondo")
          .sheet(isPresented: .constant(true)) {
            NavigationStack { Text("Hoja").navigationTitle("Detalle") }
          }
          .toolbar(.hidden)
          .navigationSubtitle("Oculto")
      })
    let rendering = inspector.render(width: 24)
    #expect(rendering.contains("Detalle"))
    #expect(!rendering.contains("Oculto"))
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

  @Test func spacersAndDefaultItemsAddNothing() throws {
    let elements = Text("Body")
      .toolbar {
        ToolbarSpacer()
        ToolbarSpacer(.fixed, placement: .bottomBar)
        DefaultToolbarItem(kind: .search, placement: .bottomBar)
        ToolbarTitleMenu()
      }
      .resolve()
    let items = try #require(elements.last?.children)
    #expect(items.count == 1)
    #expect(items.first?.attributes.toolbarPlacement == .principal)
  }
}
