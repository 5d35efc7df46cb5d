import PureMVVM

/// The route list's previews: designs over shared sample stores, no view model.
public enum RouteListPreviews: PreviewProvider {
  /// "Todas las rutas" and "Rutas cortas" share the sample store, each with its own
  /// filter; "Sin rutas" uses an empty store of another modifier type.
  public static var previews: some View {
    Preview("Todas las rutas", traits: .routeSamples) { context in
      routeList(store: try context[RouteSamples.self], shortRoutesOnly: false)
    }
    Preview("Rutas cortas", traits: .routeSamples) { context in
      routeList(store: try context[RouteSamples.self], shortRoutesOnly: true)
    }
    Preview("Sin rutas", traits: .emptyRoutes) { context in
      routeList(store: try context[EmptyRoutes.self], shortRoutesOnly: false)
    }
    RouteListDesign(
      routes: RouteSamples.routes.sortedByName(), shortRoutesOnly: .constant(false),
      newRouteName: .constant("Pico"), newRouteDistance: .constant("-3"),
      errorMessage: RouteValidationError.distanceNotPositive.description
    )
    .previewDisplayName("Error al añadir")
    RouteListDesign(
      routes: RouteSamples.routes.sortedByName(), shortRoutesOnly: .constant(false),
      path: .constant([RouteSamples.routes[0].id]),
      detail: { _ in
        RouteDetailDesign(
          route: RouteSamples.routes[0], editedName: .constant(RouteSamples.routes[0].name),
          editedDistance: .constant("6.4"))
      }
    )
    .previewDisplayName("Detalle de una ruta")
    RouteListDesign(
      routes: RouteSamples.routes.sortedByName(), shortRoutesOnly: .constant(false),
      routePendingDeletion: RouteSamples.routes[0]
    )
    .previewDisplayName("Confirmar borrado")
  }

  /// A list over `store` with its own filter state.
  private static func routeList(
    store: InMemoryRouteStore, shortRoutesOnly: Bool
  ) -> some View {
    Stateful(value: shortRoutesOnly) { shortRoutesOnly in
      RouteListDesign(
        routes: store.routes.sortedByName(shortRoutesOnly: shortRoutesOnly.wrappedValue),
        shortRoutesOnly: shortRoutesOnly)
    }
  }
}
