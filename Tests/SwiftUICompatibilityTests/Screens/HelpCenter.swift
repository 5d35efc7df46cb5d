// A help screen: expandable answers, a menu, links that leave the app and a share link.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct HelpCenter: View {
  enum Order: String, CaseIterable {
    case popular = "Popular"
    case recent = "Recent"
  }

  @State private var order = Order.popular
  @State private var showsOffline = true
  // swift-format-ignore: NeverForceUnwrap
  let supportURL = URL(string: "https://example.com/support")!

  var body: some View {
    List {
      Section {
        DisclosureGroup("How do I save a route?") {
          Text("Tap Añadir, type a name and a distance, then tap Guardar.")
        }
        DisclosureGroup("Can I use maps offline?", isExpanded: $showsOffline) {
          Text("Yes: open a route and choose Download.")
          // swift-format-ignore: NeverForceUnwrap
          Link("Read the offline guide", destination: URL(string: "https://example.com/offline")!)
        }
      } header: {
        HStack {
          Text("Questions")
          Spacer()
          Menu("Sort: \(order.rawValue)") {
            ForEach(Order.allCases, id: \.self) { option in
              Button(option.rawValue) { order = option }
            }
          }
        }
      }
      Section("Contact") {
        Link(destination: supportURL) {
          Label("Write to support", systemImage: "envelope")
        }
        ShareLink(item: supportURL)
        ControlGroup {
          Button("Call") {}
          Button("Chat") {}
        }
      }
    }
    .navigationTitle("Help")
  }
}

struct HelpCenter_Previews: PreviewProvider {
  static var previews: some View {
    HelpCenter()
      .previewDisplayName("Help")
  }
}
