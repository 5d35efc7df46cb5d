// Every name of SwiftUI's view fundamentals a design file uses, written as an app writes it
// for SwiftUI; only the import differs.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

final class TrailStatus: ObservableObject {
  @Published var message = "Abierta"
}

struct RouteBadge: View, Equatable {
  let name: String

  var body: some View {
    Text(name)
  }
}

struct Starred: ViewModifier {
  func body(content: Content) -> some View {
    HStack {
      Text("★")
      content
    }
  }
}

struct QuietInDarkMode: EnvironmentalModifier {
  func resolve(in environment: EnvironmentValues) -> EmptyModifier {
    EmptyModifier.identity
  }
}

/// Shows the second of the two views it is given before the first.
struct Swapped<First: View, Second: View>: View {
  let first: First
  let second: Second

  init(@ViewBuilder content: () -> TupleView<(First, Second)>) {
    (first, second) = content().value
  }

  var body: some View {
    second
    first
  }
}

struct ViewFundamentals: View {
  @StateObject private var status = TrailStatus()
  @State private var shown = ""
  @State private var route = "Anaga"

  var body: some View {
    VStack {
      header
      RouteBadge(name: "Anaga").equatable()
      EquatableView(content: RouteBadge(name: "Teide"))
      Text("Roque Nublo").modifier(Starred().concat(QuietInDarkMode()))
      ModifiedContent(content: Text("Garajonay"), modifier: EmptyModifier())
      SubscriptionView(content: Text("Estado: \(shown)"), publisher: status.$message) {
        shown = $0
      }
      AnyView(EmptyView())
      Picker("Ruta", selection: $route) {
        Text("Anaga").tag("Anaga")
        Text("Teide").tag("Teide")
      }
      Swapped {
        Text("Fin")
        TupleView((Text("Casi"), Text("al")))
      }
      .id("fin").onAppear {}.onDisappear {}
    }
  }

  @ViewBuilder private var header: TupleView<(Text, Text)> {
    Text("Rutas")
    Text("Canarias")
  }
}
