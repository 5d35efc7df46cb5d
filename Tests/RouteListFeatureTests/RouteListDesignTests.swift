import PureMVVM
import PureMVVMTesting
import RouteListFeature
import Testing

@MainActor
@Suite struct RouteListDesignTests {
  private let routes = RouteSamples.routes.sortedByName()

  @Test func showsTitleToggleAndOneRowPerRoute() throws {
    let inspector = DesignInspector(
      RouteListDesign(routes: routes, shortRoutesOnly: .constant(false)))
    #expect(
      inspector.texts == [
        "Rutas", "Bosque del Roble", "6.4 km", "Cresta del Águila", "14.2 km", "Laguna Serena",
        "8.1 km", "Nueva ruta",
      ])
    #expect(try inspector.find(text: "6.4 km").element.attributes.foreground == .hierarchical(1))
  }

  @Test func toggleWritesTheBinding() throws {
    var shortRoutesOnly = false
    let inspector = DesignInspector(
      RouteListDesign(
        routes: routes,
        shortRoutesOnly: Binding(get: { shortRoutesOnly }, set: { shortRoutesOnly = $0 })))
    try inspector.find(toggle: "Menos de 10 km").tap()
    #expect(shortRoutesOnly)
  }

  @Test func emptyStateDependsOnTheFilter() {
    let all = DesignInspector(RouteListDesign(routes: [], shortRoutesOnly: .constant(false)))
    #expect(all.texts == ["Rutas", "Todavía no hay rutas.", "Nueva ruta"])
    let short = DesignInspector(RouteListDesign(routes: [], shortRoutesOnly: .constant(true)))
    #expect(short.texts == ["Rutas", "No hay rutas de menos de 10 km.", "Nueva ruta"])
  }

  @Test func deletingARowPassesItsID() throws {
    let deleted = ArgumentRecorder<HikingRoute.ID>()
    let inspector = DesignInspector(
      RouteListDesign(
        routes: routes, shortRoutesOnly: .constant(false), deleteAction: deleted.action))
    try inspector.find(row: "Cresta del Águila").delete()
    #expect(deleted.arguments == [routes[1].id])
  }

  @Test func addFormTypesIntoItsFieldsAndTapsAdd() throws {
    let add = ActionRecorder()
    let inspector = DesignInspector(
      Stateful(value: ["", ""]) { fields in
        RouteListDesign(
          routes: [], shortRoutesOnly: .constant(false), newRouteName: fields[0],
          newRouteDistance: fields[1], addAction: add.action)
      })
    try inspector.find(textField: "Nombre").setInput("Pico")
    try inspector.find(textField: "Distancia (km)").setInput("12")
    try inspector.find(button: "Añadir").tap()
    #expect(add.callCount == 1)
    #expect(try inspector.find(textField: "Nombre").text == "Pico")
    #expect(try inspector.find(textField: "Distancia (km)").text == "12")
  }

  @Test func errorMessageIsShown() {
    let inspector = DesignInspector(
      RouteListDesign(routes: [], shortRoutesOnly: .constant(false), errorMessage: "disk full"))
    #expect(inspector.texts.last == "disk full")
  }
}
