// Empty states: the system ContentUnavailableView, and a hand-made one with an image,
// text and an action.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct NoRoutesView: View {
  var onCreate: () -> Void

  var body: some View {
    VStack(spacing: 16) {
      Image(systemName: "map")
        .resizable()
        .scaledToFit()
        .frame(width: 64, height: 64)
        .foregroundColor(.gray)
      Text("No routes yet")
        .font(.title2)
        .fontWeight(.semibold)
      Text("Routes you save appear here, sorted by name.")
        .multilineTextAlignment(.center)
        .foregroundStyle(.secondary)
      Button("Create a route", action: onCreate)
        .buttonStyle(.bordered)
    }
    .padding(32)
  }
}

struct SearchResults: View {
  let query: String
  let results: [String]

  var body: some View {
    if results.isEmpty {
      ContentUnavailableView.search(text: query)
    } else {
      List(results, id: \.self) { result in
        Text(result)
      }
    }
  }
}

struct EmptyStates_Previews: PreviewProvider {
  static var previews: some View {
    NoRoutesView(onCreate: {})
      .previewDisplayName("No routes")
    ContentUnavailableView(
      "No connection", systemImage: "wifi.slash",
      description: Text("Check your network and try again.")
    )
    .previewDisplayName("Offline")
    SearchResults(query: "Teide", results: [])
      .previewDisplayName("No results")
  }
}
