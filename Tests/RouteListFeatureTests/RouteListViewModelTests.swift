import RouteListFeature
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct RouteListViewModelTests {
  private func loadedViewModel(
    _ routes: [HikingRoute] = RouteSamples.routes
  ) async -> (RouteListViewModel, InMemoryRouteStore) {
    let store = InMemoryRouteStore(routes: routes)
    let viewModel = RouteListViewModel(store: store)
    await viewModel.load()
    return (viewModel, store)
  }

  @Test(arguments: [3, 200])
  func reloadAfterChangesElsewhereKeepsTheFullSortOrder(changes: Int) async throws {
    var generator = SeededGenerator(seed: UInt64(changes))
    let names = (0..<500).map { "Ruta \($0 * 7 % 500) \(["Águila", "aguila", "Roble"][$0 % 3])" }
    let (viewModel, store) = await loadedViewModel(
      names.map { HikingRoute(name: $0, distance: 5) })
    var expected = await store.loadAll()
    for change in 0..<changes {
      let index = Int.random(in: expected.indices, using: &generator)
      switch change % 3 {
      case 0:
        let route = HikingRoute(name: "Nueva \(change) \(index)", distance: 3)
        try await store.insert(route)
        expected.append(route)
      case 1:
        var route = expected[index]
        route.name = "Cambiada \(change)"
        try await store.update(route)
        expected[index] = route
      default:
        await store.delete(id: expected[index].id)
        expected.remove(at: index)
      }
    }
    await viewModel.reload()
    #expect(viewModel.routes == expected.sortedByName())
  }

  @Test func aReadThatFailedAfterAnEditDoesNotLeaveTheNextReloadOutOfOrder() async throws {
    let routes = (0..<40).map { HikingRoute(name: "Ruta \($0)", distance: 5) }
    let store = FailingRouteStore(routes: routes, failsWrites: false)
    let viewModel = RouteListViewModel(store: store)
    await viewModel.load()
    store.failsLoads = true
    #expect(await viewModel.update(id: routes[10].id, name: "Abedul", distance: 5))
    store.failsLoads = false
    var other = routes[30]
    other.name = "Zarza"
    try await store.update(other)
    await viewModel.reload()
    #expect(viewModel.routes == store.routes.sortedByName())
  }

  @Test func loadOrdersRoutesByName() async {
    let (viewModel, _) = await loadedViewModel()
    #expect(
      viewModel.routes.map(\.name) == ["Bosque del Roble", "Cresta del Águila", "Laguna Serena"])
    #expect(viewModel.visibleRoutes == viewModel.routes)
    #expect(viewModel.errorMessage == nil)
  }

  @Test func shortRoutesFilterKeepsOnlyRoutesUnderTenKilometres() async {
    let (viewModel, _) = await loadedViewModel(
      RouteSamples.routes + [
        HikingRoute(name: "Nueve", distance: 9.99), HikingRoute(name: "Diez", distance: 10),
      ])
    viewModel.shortRoutesOnly = true
    #expect(
      viewModel.visibleRoutes.map(\.name) == ["Bosque del Roble", "Laguna Serena", "Nueve"])
    viewModel.shortRoutesOnly = false
    #expect(viewModel.visibleRoutes.count == 5)
  }

  @Test func failedLoadKeepsRoutesAndSaysWhy() async {
    let viewModel = RouteListViewModel(store: FailingRouteStore(failsLoads: true))
    #expect(await viewModel.load() == false)
    #expect(viewModel.routes.isEmpty)
    #expect(viewModel.errorMessage == "disk full")
  }

  @Test func addValidatesTrimsPersistsAndKeepsTheOrder() async {
    let (viewModel, store) = await loadedViewModel()
    #expect(await viewModel.add(name: "  Arroyo Frío ", distance: 4.5))
    #expect(viewModel.routes.map(\.name).first == "Arroyo Frío")
    #expect(store.routes.contains { $0.name == "Arroyo Frío" && $0.distance == 4.5 })
    #expect(viewModel.errorMessage == nil)
  }

  @Test(arguments: [
    ("   ", 5.0, "Escribe un nombre para la ruta."),
    ("Pico", 0.0, "La distancia debe ser mayor que 0 km."),
    ("Pico", -2.5, "La distancia debe ser mayor que 0 km."),
    ("Pico", -.infinity, "La distancia debe ser mayor que 0 km."),
    ("Pico", .nan, "La distancia debe ser mayor que 0 km."),
    ("Pico", 0.04, "La distancia debe ser de al menos 0.1 km."),
    ("Pico", 5_000.0, "La distancia no puede superar 1000 km."),
    ("Pico", .infinity, "La distancia no puede superar 1000 km."),
    ("laguna SERENA", 3.0, "Ya hay una ruta llamada «Laguna Serena»."),
  ])
  func invalidAddShowsTheProblemAndStoresNothing(
    name: String, distance: Double, message: String
  ) async {
    let (viewModel, store) = await loadedViewModel()
    #expect(await viewModel.add(name: name, distance: distance) == false)
    #expect(viewModel.errorMessage == message)
    #expect(viewModel.routes.count == 3)
    #expect(store.routes.count == 3)
  }

  @Test func storeFailureLeavesRoutesAsTheyWere() async {
    let store = FailingRouteStore(routes: RouteSamples.routes)
    let viewModel = RouteListViewModel(store: store)
    await viewModel.load()
    let before = viewModel.routes
    #expect(await viewModel.add(name: "Nueva", distance: 3) == false)
    #expect(viewModel.routes == before)
    #expect(viewModel.errorMessage == "disk full")
    #expect(await viewModel.delete(before[0].id) == false)
    #expect(viewModel.routes == before)
    #expect(store.routes.count == 3)
  }

  @Test func deletePersistsAndRemovesTheRoute() async {
    let (viewModel, store) = await loadedViewModel()
    let laguna = viewModel.routes[2]
    #expect(await viewModel.delete(laguna.id))
    #expect(!viewModel.routes.contains(laguna))
    #expect(!store.routes.contains(laguna))
  }

  @Test func addButtonAddsTheTypedRouteAndClearsTheFields() async {
    let (viewModel, store) = await loadedViewModel()
    viewModel.newRouteName = "Arroyo"
    viewModel.newRouteDistance = "4,5"
    viewModel.addButtonTapped()
    await viewModel.settle()
    #expect(store.routes.contains { $0.name == "Arroyo" && $0.distance == 4.5 })
    #expect(viewModel.newRouteName == "")
    #expect(viewModel.newRouteDistance == "")
  }

  @Test func addButtonWithABadDistanceKeepsTheFields() async {
    let (viewModel, store) = await loadedViewModel()
    viewModel.newRouteName = "Arroyo"
    viewModel.newRouteDistance = "cuatro"
    viewModel.addButtonTapped()
    await viewModel.settle()
    #expect(
      viewModel.errorMessage == "«cuatro» no es una distancia; escribe los km, por ejemplo 6.4.")
    #expect(viewModel.newRouteName == "Arroyo")
    #expect(store.routes.count == 3)
  }

  @Test func concurrentTapsAreAllApplied() async {
    let (viewModel, store) = await loadedViewModel([])
    for index in 1...10 {
      viewModel.newRouteName = "Ruta \(index)"
      viewModel.newRouteDistance = "\(index)"
      viewModel.addButtonTapped()
    }
    await viewModel.settle()
    #expect(viewModel.routes.map(\.name) == (1...10).map { "Ruta \($0)" })
    #expect(store.routes.count == 10)
  }

  @Test func visibleRoutesIsComputedOncePerChange() async {
    let (viewModel, _) = await loadedViewModel()
    viewModel.shortRoutesOnly = true
    let first = viewModel.visibleRoutes
    let second = viewModel.visibleRoutes
    first.withUnsafeBufferPointer { firstBuffer in
      second.withUnsafeBufferPointer { secondBuffer in
        #expect(firstBuffer.baseAddress == secondBuffer.baseAddress)
      }
    }
    viewModel.shortRoutesOnly = false
    #expect(viewModel.visibleRoutes.count == 3)
  }

  @Test(arguments: ["0x10", "0x1p3", "1e400", "inf"])
  func addButtonRefusesDistancesThatAreNotDecimal(text: String) async {
    let (viewModel, store) = await loadedViewModel()
    viewModel.newRouteName = "Pico"
    viewModel.newRouteDistance = text
    viewModel.addButtonTapped()
    await viewModel.settle()
    #expect(
      viewModel.errorMessage == "«\(text)» no es una distancia; escribe los km, por ejemplo 6.4.")
    #expect(store.routes.count == 3)
  }

  @Test func aRouteTheFilterHidesIsConfirmedWithANotice() async {
    let (viewModel, store) = await loadedViewModel()
    viewModel.shortRoutesOnly = true
    #expect(await viewModel.add(name: "Pico Veleta", distance: 12.5))
    #expect(
      viewModel.noticeMessage
        == "«Pico Veleta» añadida; el filtro Menos de 10 km la oculta (12.5 km).")
    #expect(!viewModel.visibleRoutes.contains { $0.name == "Pico Veleta" })
    #expect(store.routes.contains { $0.name == "Pico Veleta" })
    #expect(await viewModel.add(name: "Arroyo", distance: 4))
    #expect(viewModel.noticeMessage == nil)
  }

  @Test func aRouteTheFilterShowsGetsNoNotice() async {
    let (viewModel, _) = await loadedViewModel()
    #expect(await viewModel.add(name: "Pico Veleta", distance: 12.5))
    viewModel.shortRoutesOnly = true
    #expect(await viewModel.add(name: "Arroyo", distance: 4))
    #expect(viewModel.noticeMessage == nil)
  }

  @Test func reloadPicksUpWhatAnotherViewModelAdded() async throws {
    let (viewModel, store) = await loadedViewModel()
    let other = RouteListViewModel(store: store)
    await other.load()
    #expect(await other.add(name: "Pico Veleta", distance: 12.5))
    #expect(!viewModel.routes.contains { $0.name == "Pico Veleta" })
    #expect(await viewModel.reload())
    #expect(viewModel.routes.map(\.name).contains("Pico Veleta"))
    let added = try #require(viewModel.routes.first { $0.name == "Pico Veleta" })
    #expect(await viewModel.delete(added.id))
    #expect(await other.reload())
    #expect(!other.routes.contains { $0.name == "Pico Veleta" })
  }

  @Test func aNameTakenElsewhereMeanwhileIsRefusedWithTheStoresName() async {
    let (viewModel, store) = await loadedViewModel()
    try? await store.insert(HikingRoute(name: "Pico Veleta", distance: 12.5))
    #expect(await viewModel.add(name: "pico veleta", distance: 3) == false)
    #expect(viewModel.errorMessage == "Ya hay una ruta llamada «Pico Veleta».")
    #expect(store.routes.count == 4)
  }

  @Test func anAddAlsoShowsWhatOtherWritersAddedMeanwhile() async {
    let (viewModel, store) = await loadedViewModel()
    try? await store.insert(HikingRoute(name: "Zarza", distance: 2))
    #expect(await viewModel.add(name: "Arroyo", distance: 4))
    #expect(viewModel.routes.map(\.name).first == "Arroyo")
    #expect(viewModel.routes.map(\.name).last == "Zarza")
  }
}
