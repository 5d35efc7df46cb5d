import PureMVVMCore

/// A reusable login design in the shape the "ViewModel doesn't belong in Previews" essay
/// gives it: four inputs, no view model, written as for SwiftUI (only the import differs).
struct ReusableDesignView: View {
  let showLoginForm: Bool
  @Binding var enteredUserName: String
  let loggedInUser: String?
  let loginAction: () -> Void
  var body: some View {
    VStack {
      if showLoginForm {
        TextField("Username", text: $enteredUserName)
        Button("Login", action: loginAction)
      }
      if let username = loggedInUser { Text("Greetings, \(username)") }
    }
  }
}

/// A route list in the shape of a (Spanish) article on SwiftUI's `PreviewModifier`: a
/// "Menos de 10 km" toggle over rows, with plain rows instead of a database query.
struct SeedRouteListDesign: View {
  struct Route: Identifiable {
    let id: String
    let distance: Double
    var name: String { id }
  }

  let routes: [Route]
  @Binding var shortRoutesOnly: Bool

  private var visibleRoutes: [Route] {
    routes.filter { !shortRoutesOnly || $0.distance < 10 }
  }

  var body: some View {
    List {
      Toggle("Menos de 10 km", isOn: $shortRoutesOnly)
      ForEach(visibleRoutes) { route in
        HStack {
          Text(route.name)
          Spacer()
          Text("\(route.distance, specifier: "%.1f") km")
            .foregroundStyle(.secondary)
        }
      }
    }
    .navigationTitle("Rutas")
  }
}
