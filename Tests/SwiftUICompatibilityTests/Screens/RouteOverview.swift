import Foundation

// Reading geometry as apps do: a GeometryReader that switches to two columns on a wide
// screen, a progress bar sized from the proxy, a header that ignores the safe area, a
// bottom inset bar, a badge placed with .position over the map, and ViewThatFits.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct RouteOverview: View {
  let name: String
  let progress: Double

  var body: some View {
    GeometryReader { proxy in
      VStack(alignment: .leading, spacing: 8) {
        Color.green
          .frame(height: 32)
          .ignoresSafeArea(edges: .top)
        if proxy.size.width > 600 {
          HStack(alignment: .top) {
            map
            details(width: proxy.size.width / 2)
          }
        } else {
          map
          details(width: proxy.size.width)
        }
      }
    }
    .safeAreaInset(edge: .bottom) {
      Text("Iniciar ruta")
        .padding(8)
    }
  }

  private var map: some View {
    ZStack {
      RoundedRectangle(cornerRadius: 8).fill(.teal).zIndex(0)
      Text("★").position(x: 24, y: 16).zIndex(1)
    }
    .frame(height: 48)
  }

  private func details(width: CGFloat) -> some View {
    VStack(alignment: .leading) {
      ViewThatFits(in: .horizontal) {
        Text("\(name) · \(Int(progress * 100)) % recorrido")
        Text(name)
      }
      Capsule()
        .fill(.blue)
        .frame(width: max(width * progress, 8), height: 8)
    }
  }
}

struct RouteOverview_Previews: PreviewProvider {
  static var previews: some View {
    RouteOverview(name: "Cresta del Gallo", progress: 0.4)
  }
}
