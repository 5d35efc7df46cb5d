import PureMVVM

/// What the route list shows, from plain routes, bindings and closures — no view model.
///
/// A form titled "Rutas": a section with the toggle "Menos de 10 km", one row per route
/// (name, then the distance as secondary text: "6.4 km") or an empty-state text when no
/// route is visible; then the section "Nueva ruta" to add one: text fields "Nombre" and
/// "Distancia (km)", any error (a red label with a warning sign) or notice, and the button
/// "Añadir". Rows are deletable.
public struct RouteListDesign: View {
  /// The routes to show, already ordered and filtered.
  public let routes: [HikingRoute]
  /// Whether the "Menos de 10 km" filter is on.
  @Binding public var shortRoutesOnly: Bool
  /// The name typed for a new route.
  @Binding public var newRouteName: String
  /// The distance typed for a new route.
  @Binding public var newRouteDistance: String
  /// The error to show, if any.
  public let errorMessage: String?
  /// What the last action did that the list cannot show, if anything.
  public let noticeMessage: String?
  /// Deletes the route with the id.
  public let deleteAction: (HikingRoute.ID) -> Void
  /// Adds the typed route.
  public let addAction: () -> Void

  /// Creates the route list design.
  ///
  /// - Parameters:
  ///   - routes: The routes to show, already ordered and filtered.
  ///   - shortRoutesOnly: Whether the "Menos de 10 km" filter is on.
  ///   - newRouteName: The name typed for a new route.
  ///   - newRouteDistance: The distance typed for a new route.
  ///   - errorMessage: The error to show, if any.
  ///   - noticeMessage: What the last action did that the list cannot show, if anything.
  ///   - deleteAction: Deletes the route with the id.
  ///   - addAction: Adds the typed route.
  public init(
    routes: [HikingRoute],
    shortRoutesOnly: Binding<Bool>,
    newRouteName: Binding<String> = .constant(""),
    newRouteDistance: Binding<String> = .constant(""),
    errorMessage: String? = nil,
    noticeMessage: String? = nil,
    deleteAction: @escaping (HikingRoute.ID) -> Void = { _ in },
    addAction: @escaping () -> Void = {}
  ) {
    self.routes = routes
    self._shortRoutesOnly = shortRoutesOnly
    self._newRouteName = newRouteName
    self._newRouteDistance = newRouteDistance
    self.errorMessage = errorMessage
    self.noticeMessage = noticeMessage
    self.deleteAction = deleteAction
    self.addAction = addAction
  }

  /// The list.
  public var body: some View {
    Form {
      Section {
        Toggle("Menos de 10 km", isOn: $shortRoutesOnly)
        if routes.isEmpty {
          Text(shortRoutesOnly ? "No hay rutas de menos de 10 km." : "Todavía no hay rutas.")
            .foregroundStyle(.secondary)
        }
        ForEach(routes) { route in
          HStack {
            Text(route.name)
            Spacer()
            Text(route.formattedDistance)
              .foregroundStyle(.secondary)
          }
        }
        .onDelete { offsets in
          for offset in offsets { deleteAction(routes[offset].id) }
        }
      }
      Section("Nueva ruta") {
        TextField("Nombre", text: $newRouteName)
        TextField("Distancia (km)", text: $newRouteDistance)
          .keyboardType(.decimalPad)
        if let errorMessage {
          Label(errorMessage, systemImage: "exclamationmark.triangle.fill")
            .foregroundStyle(.red)
        }
        if let noticeMessage {
          Text(noticeMessage)
            .foregroundStyle(.secondary)
        }
        Button("Añadir", action: addAction)
      }
    }
    .navigationTitle("Rutas")
  }
}
