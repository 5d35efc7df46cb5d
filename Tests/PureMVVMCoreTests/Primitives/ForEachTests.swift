import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite struct ForEachTests {
  struct Route: Identifiable, Equatable {
    let id: Int
    var name: String
  }

  /// The element bindings `ForEach($routes)` hands its content, in order.
  private func elementBindings(_ routes: Binding<[Route]>) -> [Binding<Route>] {
    var captured: [Binding<Route>] = []
    _ =
      DesignInspector(
        VStack {
          ForEach(routes) { route in
            Text(route.wrappedValue.name)
            let _ = captured.append(route)
          }
        }
      ).elements
    return captured
  }

  @Test func repeatsOverIdentifiableData() {
    let routes = [Route(id: 1, name: "Bosque"), Route(id: 2, name: "Cresta")]
    let inspector = DesignInspector(VStack { ForEach(routes) { Text($0.name) } })
    #expect(inspector.texts == ["Bosque", "Cresta"])
  }

  @Test func repeatsOverAnIDKeyPath() {
    let inspector = DesignInspector(VStack { ForEach(["a", "b", "c"], id: \.self) { Text($0) } })
    #expect(inspector.texts == ["a", "b", "c"])
  }

  @Test func bindingFormEditsTheElementWithTheSameID() throws {
    var routes = [Route(id: 1, name: "Bosque"), Route(id: 2, name: "Cresta")]
    let binding = Binding(get: { routes }, set: { routes = $0 })
    let inspector = DesignInspector(
      List {
        ForEach(binding) { $route in
          TextField("Route \(route.id)", text: $route.name)
        }
      })
    try inspector.find(textField: "Route 2").setInput("Cresta del Águila")
    #expect(routes == [Route(id: 1, name: "Bosque"), Route(id: 2, name: "Cresta del Águila")])
  }

  @Test func elementBindingNeverWritesToANeighbourAfterADeletion() throws {
    var routes = [Route(id: 1, name: "A"), Route(id: 2, name: "B"), Route(id: 3, name: "C")]
    let captured = elementBindings(Binding(get: { routes }, set: { routes = $0 }))
    let second = captured[1]
    routes.remove(at: 1)
    second.name.wrappedValue = "changed"
    #expect(routes == [Route(id: 1, name: "A"), Route(id: 3, name: "C")])
    #expect(second.wrappedValue.name == "B")
  }

  @Test func elementBindingFollowsItsElementWhenReordered() throws {
    var routes = [Route(id: 1, name: "A"), Route(id: 2, name: "B")]
    let captured = elementBindings(Binding(get: { routes }, set: { routes = $0 }))
    routes.reverse()
    captured[0].name.wrappedValue = "A2"
    #expect(routes == [Route(id: 2, name: "B"), Route(id: 1, name: "A2")])
  }

  /// What choosing "7" among the numbers 4 and 7, identified by the value at `id`, sets a
  /// picker's selection to: the id its option is tagged with.
  private func tagOfSeven(identifiedBy id: KeyPath<Int, Int>) throws -> Int {
    var chosen = 0
    let picker = Picker("Número", selection: Binding(get: { chosen }, set: { chosen = $0 })) {
      ForEach([4, 7], id: id) { Text("\($0)") }
    }
    try DesignInspector(picker).find(picker: "Número").select("7")
    return chosen
  }

  /// Numbers identified by a key path to another number are tagged with that number, not
  /// with themselves, though the ids are of the elements' own type.
  @Test func aKeyPathOtherThanSelfIdentifiesRowsByItsValue() throws {
    // 7 has three bits set.
    #expect(try tagOfSeven(identifiedBy: \.nonzeroBitCount) == 3)
  }

  @Test func numbersIdentifiedBySelfAreTaggedWithThemselves() throws {
    #expect(try tagOfSeven(identifiedBy: \.self) == 7)
  }

  @Test func statefulStateFollowsItsElementByID() throws {
    var names = ["a", "b"]
    let inspector = DesignInspector(
      Stateful(value: 0) { _ in
        VStack {
          ForEach(names, id: \.self) { name in
            Stateful(value: false) { isOn in Toggle(name, isOn: isOn) }
          }
        }
      })
    try inspector.find(toggle: "b").tap()
    names.reverse()
    _ = names
    #expect(try inspector.find(toggle: "b").isOn == true)
    #expect(try inspector.find(toggle: "a").isOn == false)
  }
}
