import PureMVVM
import PureMVVMTesting
import RouteListFeature
import Testing

/// What the route list presents, as names, so each step reads plainly.
struct RouteNavigationState: Equatable {
  var names: [String]
  var destination: RouteListViewModel.Destination?
  var path: [String]
  var pendingDeletion: String?
  var editedName: String
  var editedDistance: String
  var editError: String?
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct RouteListNavigationTests {
  private let roble = RouteSamples.routes[0]
  private let aguila = RouteSamples.routes[1]

  private func tester(_ store: any RouteStore = InMemoryRouteStore(routes: RouteSamples.routes))
    async -> ViewModelTester<RouteListViewModel, RouteNavigationState>
  {
    let model = RouteListViewModel(store: store)
    await model.load()
    return ViewModelTester(model) { vm in
      RouteNavigationState(
        names: vm.routes.map(\.name), destination: vm.destination,
        path: vm.path.compactMap { id in vm.routes.first { $0.id == id }?.name },
        pendingDeletion: vm.routePendingDeletion?.name, editedName: vm.editedName,
        editedDistance: vm.editedDistance, editError: vm.editErrorMessage)
    }
  }

  private var allNames: [String] { RouteSamples.routes.map(\.name).sorted() }

  @Test func deletingAsksFirstAndConfirmingDeletes() async {
    let tester = await tester()
    await tester.send {
      $0.deleteButtonTapped(self.roble.id)
    } expecting: {
      $0.names = self.allNames
      $0.destination = .confirmDelete(self.roble.id)
      $0.pendingDeletion = "Bosque del Roble"
    }
    await tester.send {
      $0.confirmDeletion()
      await $0.settle()
    } expecting: {
      $0.names = ["Cresta del Águila", "Laguna Serena"]
      $0.destination = nil
      $0.pendingDeletion = nil
    }
    await tester.finish()
  }

  @Test func cancellingADeletionKeepsTheRoute() async {
    let tester = await tester()
    await tester.send {
      $0.deleteButtonTapped(self.roble.id)
      $0.cancelDeletion()
    } expecting: {
      $0.names = self.allNames
    }
    await tester.finish()
  }

  @Test func showingADetailPushesItWithItsFormFilled() async {
    let tester = await tester()
    await tester.send {
      $0.path = [self.aguila.id]
    } expecting: {
      $0.names = self.allNames
      $0.destination = .detail(self.aguila.id)
      $0.path = ["Cresta del Águila"]
      $0.editedName = "Cresta del Águila"
      $0.editedDistance = "14.2"
    }
    await tester.send {
      $0.path = []
    } expecting: {
      $0.destination = nil
      $0.path = []
    }
    await tester.finish()
  }

  @Test func savingAnEditRenamesTheRouteAndStaysOnTheDetail() async {
    let store = InMemoryRouteStore(routes: RouteSamples.routes)
    let tester = await tester(store)
    await tester.send {
      $0.showDetail(self.roble.id)
      $0.editedName = "  Roble viejo "
      $0.editedDistance = "7,5"
      $0.saveEditButtonTapped()
      await $0.settle()
    } expecting: {
      $0.names = ["Cresta del Águila", "Laguna Serena", "Roble viejo"]
      $0.destination = .detail(self.roble.id)
      $0.path = ["Roble viejo"]
      $0.editedName = "  Roble viejo "
      $0.editedDistance = "7,5"
    }
    #expect(store.routes.first { $0.id == self.roble.id }?.distance == 7.5)
    await tester.finish()
  }

  @Test func anInvalidEditSaysWhyAndChangesNothing() async {
    let store = InMemoryRouteStore(routes: RouteSamples.routes)
    let tester = await tester(store)
    await tester.send {
      $0.showDetail(self.roble.id)
      $0.editedName = "Laguna Serena"
      $0.saveEditButtonTapped()
      await $0.settle()
    } expecting: {
      $0.names = self.allNames
      $0.destination = .detail(self.roble.id)
      $0.path = ["Bosque del Roble"]
      $0.editedName = "Laguna Serena"
      $0.editedDistance = "6.4"
      $0.editError = "Ya hay una ruta llamada «Laguna Serena»."
    }
    await tester.send {
      $0.editedName = "Roble"
      $0.editedDistance = "0"
      $0.saveEditButtonTapped()
      await $0.settle()
    } expecting: {
      $0.editedName = "Roble"
      $0.editedDistance = "0"
      $0.editError = "La distancia debe ser mayor que 0 km."
    }
    #expect(store.routes == RouteSamples.routes)
    await tester.finish()
  }

  @Test func editingARouteDeletedElsewhereSaysItIsGone() async {
    let store = InMemoryRouteStore(routes: RouteSamples.routes)
    let tester = await tester(store)
    await store.delete(id: roble.id)
    await tester.send {
      $0.showDetail(self.roble.id)
      $0.saveEditButtonTapped()
      await $0.settle()
    } expecting: {
      $0.names = self.allNames
      $0.destination = .detail(self.roble.id)
      $0.path = ["Bosque del Roble"]
      $0.editedName = "Bosque del Roble"
      $0.editedDistance = "6.4"
      $0.editError = "Esta ruta ya no existe."
    }
    await tester.finish()
  }

  @Test func theScreenPushesTheDetailWhenARowIsTappedAndPopsOnBack() async throws {
    let model = RouteListViewModel(store: InMemoryRouteStore(routes: RouteSamples.routes))
    await model.load()
    let inspector = DesignInspector(RouteListScreen(viewModel: model))
    try inspector.find(navigationLink: "Laguna Serena").tap()
    #expect(inspector.navigationPath == ["Rutas", "Laguna Serena"])
    #expect(model.detailRoute?.name == "Laguna Serena")
    try inspector.back()
    #expect(model.destination == nil)
    #expect(inspector.navigationPath == ["Rutas"])
  }

  @Test func theDialogsCancelButtonKeepsTheRoute() async throws {
    let store = InMemoryRouteStore(routes: RouteSamples.routes)
    let model = RouteListViewModel(store: store)
    await model.load()
    let inspector = DesignInspector(RouteListScreen(viewModel: model))
    try inspector.find(row: "Laguna Serena").delete()
    try inspector.find(button: "Cancelar").tap()
    await model.settle()
    #expect(inspector.presented == nil)
    #expect(store.routes == RouteSamples.routes)
  }
}
