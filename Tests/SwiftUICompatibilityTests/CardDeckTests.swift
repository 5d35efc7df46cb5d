import PureMVVM
import PureMVVMTesting
import Testing

/// A custom container written for iOS 18 (`Group(subviews:)`, `@Entry` container values)
/// shows its cards as SwiftUI does.
@MainActor
@Suite struct CardDeckTests {
  @Test func eachCardIsShownAndTheHighlightedOneIsStarred() {
    let inspector = DesignInspector(TrailCards(highlighted: "Teide"))
    #expect(inspector.texts == ["3 tarjetas", "Anaga", "Teide", "★", "Teno"])
  }

  @Test func anEmptyDeckSaysSo() {
    let inspector = DesignInspector(CardDeck { EmptyView() })
    #expect(inspector.texts == ["Sin tarjetas"])
  }
}
