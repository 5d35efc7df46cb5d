// iOS 18 and iOS 26 names a design file uses (Liquid Glass, tab accessories, zoom
// transitions, subtitles, URLs), written as an app writes them for SwiftUI; only the import
// differs.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct TrailRadio: View {
  @State private var isPlaying = false
  @State private var openedTrail = "-"
  @State private var query = ""
  @State private var searches = 0
  @Namespace private var zoom

  var body: some View {
    TabView {
      Tab("Rutas", systemImage: "map") {
        NavigationStack {
          VStack {
            Text("Abierta: \(openedTrail)")
              .allowsTightening(true)
            NavigationLink("Anaga") {
              Text("Ruta Anaga")
                .navigationTransition(.zoom(sourceID: "anaga", in: zoom))
            }
            .matchedTransitionSource(id: "anaga", in: zoom) { source in
              source.background(.blue).clipShape(RoundedRectangle(cornerRadius: 12))
            }
            Form {
              TextField("Buscar", text: $query)
                .onSubmit { searches += 1 }
                .submitScope()
              Toggle("Sin conexión", isOn: .constant(false))
                .labelsVisibility(.hidden)
            }
            Text("Búsquedas: \(searches)")
            GlassEffectContainer(spacing: 8) {
              Button("Grabar") {}
                .buttonStyle(.glass)
                .glassEffectID("grabar", in: zoom)
              Button("Compartir") {}
                .buttonStyle(.glassProminent)
                .glassEffectUnion(id: "acciones", namespace: zoom)
                .glassEffectTransition(.materialize)
            }
            .buttonSizing(.flexible)
            Text("Sobre el mapa")
              .glassEffect(.regular.tint(.green).interactive(), in: .rect(cornerRadius: 8))
          }
          .onSubmit { searches += 100 }
          .navigationTitle("Rutas")
          .navigationSubtitle("12 abiertas")
          .containerBackground(Color.teal, for: .navigation)
          .scrollEdgeEffectStyle(.soft, for: .top)
          .scrollEdgeEffectHidden(false, for: .bottom)
          .backgroundExtensionEffect()
        }
        .onOpenURL { url in openedTrail = url.lastPathComponent }
        .presentationSizing(.form.fitted(horizontal: false, vertical: true))
        .statusBarHidden(false)
        .statusBar(hidden: false)
        .persistentSystemOverlays(.hidden)
      }
      Tab(role: .search) {
        Text("Buscar rutas")
      }
    }
    .tabViewBottomAccessory {
      TrailRadioAccessory(isPlaying: $isPlaying)
    }
    .tabBarMinimizeBehavior(.onScrollDown)
    .tabViewSearchActivation(.searchTabSelection)
  }
}

/// The player above the tab bar.
struct TrailRadioAccessory: View {
  @Binding var isPlaying: Bool
  @Environment(\.tabViewBottomAccessoryPlacement) private var placement

  var body: some View {
    Button(isPlaying ? "Pausa" : (placement == .expanded ? "Escuchar la ruta" : "▶")) {
      isPlaying.toggle()
    }
  }
}
