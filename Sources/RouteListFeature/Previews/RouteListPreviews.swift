import PureMVVM

// The route list's previews: designs over shared sample stores, no view model.
// "Todas las rutas" and "Rutas cortas" share the sample store, each with its own filter;
// "Sin rutas" uses an empty store of another modifier type.

#Preview("Todas las rutas", traits: .routeSamples) {
  @Previewable @State var shortRoutesOnly = false
  RouteListView(shortRoutesOnly: $shortRoutesOnly)
}

#Preview("Rutas cortas", traits: .routeSamples) {
  @Previewable @State var shortRoutesOnly = true
  RouteListView(shortRoutesOnly: $shortRoutesOnly)
}

#Preview("Sin rutas", traits: .emptyRoutes) {
  @Previewable @State var shortRoutesOnly = false
  RouteListView(shortRoutesOnly: $shortRoutesOnly)
}

#Preview("Error al añadir") {
  RouteListDesign(
    routes: RouteSamples.routes.sortedByName(), shortRoutesOnly: .constant(false),
    newRouteName: .constant("Pico"), newRouteDistance: .constant("-3"),
    errorMessage: RouteValidationError.distanceNotPositive.description
  )
}

#Preview("Detalle de una ruta") {
  RouteListDesign(
    routes: RouteSamples.routes.sortedByName(), shortRoutesOnly: .constant(false),
    path: .constant([RouteSamples.routes[0].id]),
    detail: { _ in
      RouteDetailDesign(
        route: RouteSamples.routes[0], editedName: .constant(RouteSamples.routes[0].name),
        editedDistance: .constant("6.4"))
    }
  )
}

#Preview("Confirmar borrado") {
  RouteListDesign(
    routes: RouteSamples.routes.sortedByName(), shortRoutesOnly: .constant(false),
    routePendingDeletion: RouteSamples.routes[0]
  )
}
