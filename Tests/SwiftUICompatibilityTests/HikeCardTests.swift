import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite struct HikeCardTests {
  @Test func everyPreviewMatchesItsSnapshot() async {
    await assertSnapshots(of: HikeCard_Previews.self, width: 44)
  }

  @Test func tappingAnywhereOnTheCardOpensIt() throws {
    let open = ActionRecorder()
    let inspector = DesignInspector(
      HikeCard(name: "Cresta", kilometres: 3, isFavourite: false, onOpen: open.action))
    try inspector.find(text: "Cresta").tap()
    try inspector.find(text: "3.0 km").tap()
    #expect(open.callCount == 2)
  }

  @Test func theFavouriteHeartSitsAtTheTopTrailingCorner() {
    let lines = DesignInspector(HikeCard(name: "Cresta", kilometres: 3, isFavourite: true))
      .render(width: 44).split(separator: "\n")
    let heart = lines.firstIndex { $0.contains("♥") }
    let title = lines.firstIndex { $0.contains("Cresta") }
    #expect(heart.map { $0 < (title ?? 0) } == true)
    #expect(lines.first { $0.contains("♥") }?.hasSuffix("♥      │") == true)
  }

  @Test func aLongNameStaysOnOneLine() throws {
    let name = "Sendero de los Sabinares del Arlanza y las Lagunas de Neila"
    let inspector = DesignInspector(HikeCard(name: name, kilometres: 9.99, isFavourite: false))
    #expect(inspector.render(width: 44).contains("│     Sendero de los Sabinares del Ar…     │"))
    #expect(inspector.texts == [name, "10.0 km"])
  }

  @Test func decorationIsRecordedForTestsAndTheGallery() throws {
    let inspector = DesignInspector(HikeCard(name: "Cresta", kilometres: 3, isFavourite: true))
    let title = try inspector.find(text: "Cresta").element.attributes
    #expect(title.foreground == .color(.white))
    #expect(title.font == Font.title.bold())
    let card = try #require(inspector.elements.first)
    #expect(card.attributes.shadow?.radius == 6)
  }
}
