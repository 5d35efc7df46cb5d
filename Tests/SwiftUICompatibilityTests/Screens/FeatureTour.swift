// An onboarding screen: selectable cards (tap gestures, overlays, opacity), a custom
// button style, a loading state drawn redacted, and a help tooltip.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct PillButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(.headline)
      .padding(.horizontal, 24)
      .padding(.vertical, 12)
      .background(Capsule().fill(Color.accentColor))
      .foregroundColor(.white)
      .opacity(configuration.isPressed ? 0.7 : 1)
  }
}

struct FeatureCard: View {
  let title: String
  let detail: String
  let systemImage: String
  let isSelected: Bool

  var body: some View {
    HStack(alignment: .top, spacing: 12) {
      Image(systemName: systemImage)
        .font(.title2)
        .foregroundStyle(.tint)
      VStack(alignment: .leading, spacing: 4) {
        Text(title).font(.headline)
        Text(detail)
          .font(.subheadline)
          .foregroundStyle(.secondary)
          .fixedSize(horizontal: false, vertical: true)
      }
      .layoutPriority(1)
      Spacer(minLength: 8)
    }
    .padding()
    .background(Color.white)
    .overlay(
      RoundedRectangle(cornerRadius: 12)
        .stroke(isSelected ? Color.blue : Color.gray.opacity(0.3), lineWidth: 2)
    )
    .clipShape(RoundedRectangle(cornerRadius: 12))
    .opacity(isSelected ? 1 : 0.8)
  }
}

struct FeatureTour: View {
  @State private var selected: Set<String> = ["Offline maps"]
  var isLoading = false
  var finish: (Set<String>) -> Void = { _ in }

  private let features = [
    ("Offline maps", "Download a region and hike without coverage.", "arrow.down.circle"),
    ("Weather", "See the forecast for the start of each route.", "cloud.sun"),
  ]

  var body: some View {
    VStack(spacing: 16) {
      Text("What do you need?")
        .font(.title)
        .bold()
        .help("Choose any number of features")
      ForEach(features, id: \.0) { feature in
        FeatureCard(
          title: feature.0, detail: feature.1, systemImage: feature.2,
          isSelected: selected.contains(feature.0)
        )
        .onTapGesture {
          if selected.contains(feature.0) {
            selected.remove(feature.0)
          } else {
            selected.insert(feature.0)
          }
        }
      }
      Button("Continue") { finish(selected) }
        .buttonStyle(PillButtonStyle())
    }
    .padding()
    .redacted(reason: isLoading ? .placeholder : [])
  }
}

struct FeatureTour_Previews: PreviewProvider {
  static var previews: some View {
    FeatureTour()
      .previewDisplayName("Choosing")
    FeatureTour(isLoading: true)
      .previewDisplayName("Loading")
  }
}
