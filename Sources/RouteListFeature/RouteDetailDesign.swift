import PureMVVM

/// What a route's detail screen shows, from plain values, bindings and closures.
///
/// The route's name and distance, then the section "Editar" to rename it or change its
/// distance: text fields "Nombre" and "Distancia (km)", any error (a red label), and the
/// button "Guardar". A route that no longer exists shows "Esta ruta ya no existe.".
public struct RouteDetailDesign: View {
  /// The route, or `nil` when it was deleted meanwhile.
  public let route: HikingRoute?
  /// The name typed in the form.
  @Binding public var editedName: String
  /// The distance typed in the form.
  @Binding public var editedDistance: String
  /// The error to show, if any.
  public let errorMessage: String?
  /// Saves the form.
  public let saveAction: () -> Void

  /// Creates the detail design.
  ///
  /// - Parameters:
  ///   - route: The route, or `nil` when it was deleted meanwhile.
  ///   - editedName: The name typed in the form.
  ///   - editedDistance: The distance typed in the form.
  ///   - errorMessage: The error to show, if any.
  ///   - saveAction: Saves the form.
  public init(
    route: HikingRoute?,
    editedName: Binding<String>,
    editedDistance: Binding<String>,
    errorMessage: String? = nil,
    saveAction: @escaping () -> Void = {}
  ) {
    self.route = route
    self._editedName = editedName
    self._editedDistance = editedDistance
    self.errorMessage = errorMessage
    self.saveAction = saveAction
  }

  /// The route and its form.
  public var body: some View {
    if let route {
      Form {
        Section {
          LabeledContent("Distancia", value: route.formattedDistance)
        }
        Section("Editar") {
          TextField("Nombre", text: $editedName)
          TextField("Distancia (km)", text: $editedDistance)
            .keyboardType(.decimalPad)
          if let errorMessage {
            Label(errorMessage, systemImage: "exclamationmark.triangle.fill")
              .foregroundStyle(.red)
          }
          Button("Guardar", action: saveAction)
        }
      }
      .navigationTitle(route.name)
    } else {
      Text("Esta ruta ya no existe.")
        .foregroundStyle(.secondary)
        .navigationTitle("Ruta")
    }
  }
}
