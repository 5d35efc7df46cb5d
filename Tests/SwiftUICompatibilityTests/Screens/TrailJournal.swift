import Foundation

// A hiking journal as teams write it: a photo loaded from the network, a summary in
// attributed text, a date range, a paused rest timer, a sortable table of outings and a
// share link.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct Outing: Identifiable {
  let id: Int
  let trail: String
  let kilometres: Double
}

struct TrailJournal: View {
  var photo = URL(string: "https://example.com/masca.jpg")
  var start = Date(timeIntervalSince1970: 1_780_000_000)
  @State var outings = [
    Outing(id: 1, trail: "Anaga", kilometres: 12.5), Outing(id: 2, trail: "Teide", kilometres: 10),
    Outing(id: 3, trail: "Masca", kilometres: 9.99),
  ]
  @State var sortOrder = [KeyPathComparator(\Outing.kilometres, order: .reverse)]

  var summary: AttributedString {
    var summary = AttributedString("Esta semana: ")
    var distance = AttributedString("32,5 km")
    distance.font = .headline
    distance.foregroundColor = .green
    summary.append(distance)
    return summary
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      AsyncImage(url: photo) { phase in
        if let image = phase.image {
          image.resizable().scaledToFill()
        } else if phase.error != nil {
          Label("Sin foto", systemImage: "photo")
        } else {
          ProgressView()
        }
      }
      .frame(height: 60)
      Text(summary)
      Text(start...start.addingTimeInterval(5_400))
        .font(.footnote)
        .foregroundStyle(.secondary)
      HStack {
        Text("Descanso")
        Text(
          timerInterval: start...start.addingTimeInterval(600),
          pauseTime: start.addingTimeInterval(135)
        )
        .monospacedDigit()
      }
      Table(outings, sortOrder: $sortOrder) {
        TableColumn("Ruta", value: \.trail)
        TableColumn("Km", value: \.kilometres) { outing in
          Text(outing.kilometres, format: .number.precision(.fractionLength(2)))
        }
      }
      .onChange(of: sortOrder) { _, order in outings.sort(using: order) }
      ShareLink(item: "Masca, 9,99 km", subject: Text("Mi ruta"), message: Text("¡Mira!"))
    }
    .padding()
  }
}

struct TrailJournal_Previews: PreviewProvider {
  static var previews: some View {
    TrailJournal()
      .environment(\.horizontalSizeClass, .regular)
      .environment(\.locale, Locale(identifier: "es_ES"))
      .environment(\.timeZone, .gmt)
      .previewDisplayName("Journal")
    TrailJournal()
      .environment(\.locale, Locale(identifier: "es_ES"))
      .environment(\.timeZone, .gmt)
      .dynamicTypeSize(.accessibility1)
      .previewDisplayName("Phone, large text")
  }
}
