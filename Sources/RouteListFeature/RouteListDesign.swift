import PureMVVM

/// What the route list shows, from plain routes, bindings and closures — no view model.
///
/// A navigation stack whose root is a form titled "Rutas": a section with the toggle
/// "Menos de 10 km", one row per route (name, then the distance as secondary text:
/// "6.4 km") or an empty-state text when no route is visible; then the section
/// "Nueva ruta" to add one: text fields "Nombre" and "Distancia (km)", any error (a red
/// label with a warning sign) or notice, and the button "Añadir".
///
/// Each row is a link: tapping it appends the route's id to `path`, and the stack pushes
/// the route's detail (the `detail` closure's design). Deleting a row asks first: while
/// `routePendingDeletion` is set, the dialog "¿Borrar «…»?" offers "Borrar" (destructive)
/// and "Cancelar".
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
  /// The ids pushed on the stack: the route whose detail is shown.
  @Binding public var path: [HikingRoute.ID]
  /// The route whose deletion waits for confirmation, if any.
  public let routePendingDeletion: HikingRoute?
  /// Deletes the route pending deletion.
  public let confirmDeleteAction: () -> Void
  /// Keeps the route pending deletion.
  public let cancelDeleteAction: () -> Void
  /// The detail screen for a route's id.
  public let detail: (HikingRoute.ID) -> RouteDetailDesign

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
  ///   - path: The ids pushed on the stack; a constant empty path by default.
  ///   - routePendingDeletion: The route whose deletion waits for confirmation, if any.
  ///   - confirmDeleteAction: Deletes the route pending deletion.
  ///   - cancelDeleteAction: Keeps the route pending deletion.
  ///   - detail: The detail screen for a route's id.
  public init(
    routes: [HikingRoute],
    shortRoutesOnly: Binding<Bool>,
    newRouteName: Binding<String> = .constant(""),
    newRouteDistance: Binding<String> = .constant(""),
    errorMessage: String? = nil,
    noticeMessage: String? = nil,
    deleteAction: @escaping (HikingRoute.ID) -> Void = { _ in },
    addAction: @escaping () -> Void = {},
    path: Binding<[HikingRoute.ID]> = .constant([]),
    routePendingDeletion: HikingRoute? = nil,
    confirmDeleteAction: @escaping () -> Void = {},
    cancelDeleteAction: @escaping () -> Void = {},
    detail: @escaping (HikingRoute.ID) -> RouteDetailDesign = { _ in
      RouteDetailDesign(route: nil, editedName: .constant(""), editedDistance: .constant(""))
    }
  ) {
    self.routes = routes
    self._shortRoutesOnly = shortRoutesOnly
    self._newRouteName = newRouteName
    self._newRouteDistance = newRouteDistance
    self.errorMessage = errorMessage
    self.noticeMessage = noticeMessage
    self.deleteAction = deleteAction
    self.addAction = addAction
    self._path = path
    self.routePendingDeletion = routePendingDeletion
    self.confirmDeleteAction = confirmDeleteAction
    self.cancelDeleteAction = cancelDeleteAction
    self.detail = detail
  }

  /// The list in its navigation stack.
  public var body: some View {
    NavigationStack(path: $path) {
      list
        .navigationDestination(for: HikingRoute.ID.self, destination: detail)
        .confirmationDialog(
          "¿Borrar «\(routePendingDeletion?.name ?? "")»?",
          isPresented: Binding(
            get: { routePendingDeletion != nil }, set: { if !$0 { cancelDeleteAction() } }),
          titleVisibility: .visible, presenting: routePendingDeletion
        ) { _ in
          Button("Borrar", role: .destructive, action: confirmDeleteAction)
          Button("Cancelar", role: .cancel, action: cancelDeleteAction)
        }
    }
  }

  /// One route's row: a link to its detail showing its name and, as secondary text, its
  /// distance.
  ///
  /// - Parameter route: The route.
  /// - Returns: The row's view.
  public static func row(_ route: HikingRoute) -> some View {
    NavigationLink(value: route.id) {
      HStack {
        Text(route.name)
        Spacer()
        Text(route.formattedDistance)
          .foregroundStyle(.secondary)
      }
    }
  }

  private var list: some View {
    Form {
      Section {
        Toggle("Menos de 10 km", isOn: $shortRoutesOnly)
        if routes.isEmpty {
          Text(shortRoutesOnly ? "No hay rutas de menos de 10 km." : "Todavía no hay rutas.")
            .foregroundStyle(.secondary)
        }
        ForEach(routes, content: Self.row)
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
