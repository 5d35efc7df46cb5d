// SwiftUI's scroll positions, scroll observers, scroll transitions and visual effects, written
// as an app writes them for SwiftUI; only the import differs.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct TrailFeed: View {
  @State private var position = ScrollPosition(idType: Int.self)
  @State private var showsBackToTop = false
  @State private var onScreen: [Int] = []
  @State private var scrolls = 0
  @State private var lastSeen = "-"

  var body: some View {
    VStack {
      HStack {
        Button("Arriba") { position.scrollTo(edge: .top) }
        Button("Final") { position.scrollTo(edge: .bottom) }
        Button("Etapa 40") { position.scrollTo(id: 40) }
      }
      Text("En pantalla: \(onScreen.map(String.init).joined(separator: " "))")
      Text("Posición: \(position.viewID(type: Int.self).map(String.init) ?? "-")")
      Text("Desplazamientos: \(scrolls)")
      Text("Última vista: \(lastSeen)")
      if showsBackToTop {
        Text("↑ Volver arriba")
      }
      ScrollView {
        LazyVStack {
          ForEach(0..<100, id: \.self) { stage in
            Text("Etapa \(stage)")
              .scrollTransition { content, phase in
                content
                  .opacity(phase.isIdentity ? 1 : 0.3)
                  .scaleEffect(phase.isIdentity ? 1 : 0.9)
              }
              .onScrollVisibilityChange { visible in
                if visible { lastSeen = "\(stage)" }
              }
          }
        }
        .scrollTargetLayout()
      }
      .scrollPosition($position)
      .onScrollGeometryChange(for: Bool.self) { geometry in
        geometry.contentOffset.y > 200
      } action: { _, isFar in
        showsBackToTop = isFar
      }
      .onScrollPhaseChange { _, newPhase in
        if newPhase == .idle { scrolls += 1 }
      }
      .onScrollTargetVisibilityChange(idType: Int.self) { ids in
        onScreen = ids
      }
      Text("Fin")
        .visualEffect { content, proxy in
          content.blur(radius: proxy.size.width > 1_000 ? 2 : 0)
        }
    }
  }
}
