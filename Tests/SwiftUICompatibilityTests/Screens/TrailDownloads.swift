// A list that refreshes from a server with URLSession, as an app writes it for SwiftUI:
// on Linux `URLSession` lives in FoundationNetworking, which PureMVVM re-exports.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct TrailDownload: Codable, Identifiable {
  let id: Int
  let name: String
}

struct TrailDownloads: View {
  let source: URL
  @State private var trails: [TrailDownload] = []
  @State private var failure: String?

  var body: some View {
    NavigationStack {
      List(trails) { trail in
        Text(trail.name)
      }
      .overlay {
        if let failure { Text(failure) } else if trails.isEmpty { Text("Pull to refresh") }
      }
      .refreshable { await reload() }
      .navigationTitle("Downloads")
    }
  }

  func reload() async {
    do {
      var request = URLRequest(url: source)
      request.timeoutInterval = 10
      let (data, _) = try await URLSession.shared.data(for: request)
      trails = try JSONDecoder().decode([TrailDownload].self, from: data)
    } catch {
      failure = "Could not load the trails"
    }
  }
}
