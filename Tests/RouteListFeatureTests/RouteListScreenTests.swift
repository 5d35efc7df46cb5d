import PureMVVM
import RouteListFeature
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct RouteListScreenTests {
  @Test func endToEndFilterAddAndDelete() async throws {
    let store = InMemoryRouteStore(routes: RouteSamples.routes)
    let viewModel = RouteListViewModel(store: store)
    await viewModel.load()
    let inspector = DesignInspector(RouteListScreen(viewModel: viewModel))
    try inspector.find(toggle: "Menos de 10 km").tap()
    #expect(!inspector.texts.contains("Cresta del Águila"))
    try inspector.find(textField: "Nombre").setInput("Arroyo")
    try inspector.find(textField: "Distancia (km)").setInput("3")
    try inspector.find(button: "Añadir").tap()
    await viewModel.settle()
    #expect(inspector.texts.prefix(3) == ["Rutas", "Arroyo", "3.0 km"])
    try inspector.find(row: "Laguna Serena").delete()
    #expect(
      inspector.presented?.element.kind
        == .presentation(.confirmationDialog(title: "¿Borrar «Laguna Serena»?", showsTitle: true)))
    try inspector.find(button: "Borrar").tap()
    await viewModel.settle()
    #expect(!store.routes.contains { $0.name == "Laguna Serena" })
    #expect(!inspector.texts.contains("Laguna Serena"))
  }

  @Test func droppingTheScreenFreesTheViewModel() async throws {
    weak var weakViewModel: RouteListViewModel?
    do {
      let viewModel = RouteListViewModel(store: InMemoryRouteStore(routes: RouteSamples.routes))
      weakViewModel = viewModel
      await viewModel.load()
      let inspector = DesignInspector(RouteListScreen(viewModel: viewModel))
      try inspector.find(toggle: "Menos de 10 km").tap()
      _ = inspector.render()
    }
    #expect(weakViewModel == nil)
  }
}
