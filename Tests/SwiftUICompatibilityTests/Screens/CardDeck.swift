// A custom container as iOS 18 apps write one: it reads its cards as subviews and a
// container value each card sets; only the import differs from the SwiftUI file.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

extension ContainerValues {
  @Entry var isHighlighted: Bool = false
}

struct CardDeck<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    VStack(spacing: 8) {
      Group(subviews: content) { cards in
        if cards.isEmpty {
          Text("Sin tarjetas")
        } else {
          Text("\(cards.count) tarjetas")
          ForEach(cards) { card in
            HStack {
              card
              if card.containerValues.isHighlighted { Text("★") }
            }
            .padding()
          }
        }
      }
    }
  }
}

struct TrailCards: View {
  let highlighted: String

  var body: some View {
    CardDeck {
      ForEach(["Anaga", "Teide", "Teno"], id: \.self) { name in
        Text(name).containerValue(\.isHighlighted, name == highlighted)
      }
    }
  }
}
