import PureMVVMTesting
import RouteListFeature
import Testing

/// The route list's state as names and flags, so each step reads plainly.
struct RouteListState: Equatable {
  var names: [String]
  var visible: [String]
  var shortOnly: Bool
  var draftName: String
  var draftDistance: String
  var error: String?
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct RouteListFlowTests {
  private func tester(_ store: any RouteStore) -> ViewModelTester<
    RouteListViewModel, RouteListState
  > {
    ViewModelTester(RouteListViewModel(store: store)) { vm in
      RouteListState(
        names: vm.routes.map(\.name), visible: vm.visibleRoutes.map(\.name),
        shortOnly: vm.shortRoutesOnly, draftName: vm.newRouteName,
        draftDistance: vm.newRouteDistance, error: vm.errorMessage)
    }
  }

  @Test func loadFilterAddAndDeleteStepByStep() async {
    let store = InMemoryRouteStore(routes: RouteSamples.routes)
    let tester = tester(store)
    let all = ["Bosque del Roble", "Cresta del Águila", "Laguna Serena"]
    await tester.send {
      await $0.load()
    } expecting: {
      $0.names = all
      $0.visible = all
    }
    await tester.send {
      $0.shortRoutesOnly = true
    } expecting: {
      $0.shortOnly = true
      $0.visible = ["Bosque del Roble", "Laguna Serena"]
    }
    await tester.send {
      $0.newRouteName = "  "
      $0.newRouteDistance = "3"
    } expecting: {
      $0.draftName = "  "
      $0.draftDistance = "3"
    }
    await tester.send {
      $0.addButtonTapped()
      await $0.settle()
    } expecting: {
      $0.error = "Escribe un nombre para la ruta."
    }
    await tester.send {
      $0.newRouteName = "Arroyo"
      $0.addButtonTapped()
      await $0.settle()
    } expecting: {
      $0.names = ["Arroyo"] + all
      $0.visible = ["Arroyo", "Bosque del Roble", "Laguna Serena"]
      $0.draftName = ""
      $0.draftDistance = ""
      $0.error = nil
    }
    let laguna = tester.model.routes[3].id
    await tester.send {
      await $0.delete(laguna)
    } expecting: {
      $0.names = ["Arroyo", "Bosque del Roble", "Cresta del Águila"]
      $0.visible = ["Arroyo", "Bosque del Roble"]
    }
    await tester.finish()
    #expect(
      store.routes.map(\.name).sorted() == ["Arroyo", "Bosque del Roble", "Cresta del Águila"])
  }

  @Test func storeFailureChangesOnlyTheErrorMessage() async {
    let tester = tester(FailingRouteStore(routes: RouteSamples.routes))
    let all = ["Bosque del Roble", "Cresta del Águila", "Laguna Serena"]
    await tester.send {
      await $0.load()
    } expecting: {
      $0.names = all
      $0.visible = all
    }
    await tester.send {
      await $0.add(name: "Arroyo", distance: 3)
    } expecting: {
      $0.error = "disk full"
    }
    await tester.send { await $0.delete($0.routes[0].id) }
    await tester.finish()
  }

  @Test func tappedChangesArriveAsReceivedSteps() async {
    let tester = tester(InMemoryRouteStore())
    await tester.send {
      $0.newRouteName = "Pico"
      $0.newRouteDistance = "12,5"
    } expecting: {
      $0.draftName = "Pico"
      $0.draftDistance = "12,5"
    }
    await tester.send { $0.addButtonTapped() }
    await tester.receive {
      $0.names = ["Pico"]
      $0.visible = ["Pico"]
      $0.draftName = ""
      $0.draftDistance = ""
    }
    await tester.finish()
  }
}
