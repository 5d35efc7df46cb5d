// A Mac editor of a route's waypoints, moved with the arrow keys, deleted with Delete,
// added with an Option-click, over a dotted paper, as Mac editors handle commands.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct WaypointEditor: View {
  @State private var points = [CGPoint(x: 10, y: 10)]
  @State private var log: [String] = []

  var body: some View {
    VStack {
      Rectangle()
        .fill(.image(Image("dot"), scale: 0.5))
        .frame(width: 200, height: 120)
        .gesture(
          SpatialTapGesture()
            .modifiers(.option)
            .onEnded { _ in
              points.append(CGPoint(x: 0, y: 0))
              log.append("added")
            }
        )
        .focusable()
        .onMoveCommand { direction in
          guard !points.isEmpty else { return }
          switch direction {
          case .up: points[points.count - 1].y -= 1
          case .down: points[points.count - 1].y += 1
          case .left: points[points.count - 1].x -= 1
          case .right: points[points.count - 1].x += 1
          }
          log.append("moved \(direction)")
        }
        .onDeleteCommand {
          _ = points.popLast()
          log.append("deleted")
        }
        .onExitCommand { log.append("done") }
        .accessibilityIdentifier("paper")
      Text("\(points.count) points")
      Text(log.joined(separator: ", "))
    }
  }
}
