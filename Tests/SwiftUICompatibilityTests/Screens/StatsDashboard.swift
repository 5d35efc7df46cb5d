// A dashboard: a scrolling grid of tiles with progress bars and gauges, on material
// backgrounds with rounded corners.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct StatTile: View {
  let title: String
  let systemImage: String
  let value: Double
  let goal: Double

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Label(title, systemImage: systemImage)
        .font(.caption)
        .foregroundStyle(.secondary)
      Text(value, format: .number.precision(.fractionLength(1)))
        .font(.system(size: 28, weight: .bold, design: .rounded))
      ProgressView(value: min(value, goal), total: goal)
        .tint(value >= goal ? .green : .blue)
    }
    .padding(12)
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(.thinMaterial)
    .cornerRadius(12)
  }
}

struct StatsDashboard: View {
  let columns = [GridItem(.flexible()), GridItem(.flexible())]
  let distance: Double
  let climb: Double
  let batteryLevel: Double

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        Text("This week")
          .font(.title2.weight(.semibold))
        LazyVGrid(columns: columns, spacing: 12) {
          StatTile(title: "Distance", systemImage: "figure.walk", value: distance, goal: 40)
          StatTile(title: "Climb", systemImage: "mountain.2", value: climb, goal: 1.5)
          StatTile(title: "Hikes", systemImage: "flag", value: 3, goal: 3)
          StatTile(title: "Streak", systemImage: "flame", value: 5, goal: 7)
        }
        Gauge(value: batteryLevel, in: 0...1) {
          Text("GPS battery")
        }
      }
      .padding()
    }
    .scrollDisabled(false)
    .background(Color.gray.opacity(0.1))
  }
}

struct StatsDashboard_Previews: PreviewProvider {
  static var previews: some View {
    StatsDashboard(distance: 23.4, climb: 1.8, batteryLevel: 0.35)
      .previewDisplayName("Week")
  }
}
