import PureMVVMCore
import PureMVVMRendering
import Testing

/// How leaves draw in a row or a column: dividers, images, colours, spacers, errors.
@MainActor
@Suite struct LeafDrawingTests {
  private func lines(_ design: some View, width: Int = 24) -> [String] {
    TextRenderer(width: width).render(design).split(separator: "\n").dropFirst().dropLast()
      .map { String($0.dropFirst(2).dropLast(2)) }
  }

  @Test func aDividerInARowIsAVerticalBarOneColumnWide() {
    #expect(
      lines(
        HStack {
          Text("a"); Divider(); Text("b")
        }) == ["       a │ b        "])
    // The bar never widens the row, so the row is as narrow as its texts and centred.
    #expect(
      lines(
        HStack {
          Text("a"); Divider()
        }) == ["        a │         "])
  }

  @Test func anImageKeepsItsWidthWhenTheRowIsTooNarrowAndTheTextWraps() {
    #expect(
      lines(
        HStack {
          Image("mountain-photo"); Text("Hi there friend")
        }) == [
          "                 Hi ", "                 the", "‹mountain-photo› re ",
          "                 fri", "                 end",
        ])
  }

  @Test func aColourTakesTheWholeWidthSoALeadingStackStartsAtTheEdge() {
    #expect(
      lines(
        VStack(alignment: .leading) {
          Text("Hi"); Color.red
        }) == ["Hi                  "])
    #expect(lines(VStack(alignment: .leading) { Text("Hi") }) == ["         Hi         "])
  }

  @Test func aRowHoldingASpacerTakesTheSlackOfTheRowAroundIt() {
    #expect(
      lines(
        HStack {
          HStack {
            Text("a"); Spacer(); Text("b")
          }; Text("c")
        }) == [
          "a                b c"
        ])
    #expect(
      lines(
        HStack {
          HStack {
            Text("a"); Spacer(minLength: 40); Text("b")
          }; Text("c")
        }) == [
          "a                b c"
        ])
  }

  @Test func aSpacersLeastLengthHoldsWhenTheRowIsTooNarrow() {
    #expect(
      lines(
        HStack {
          Text("abcdefghij"); Spacer(minLength: 40); Text("klmnopqrst")
        }, width: 20) == [
          "abcde     klmno ",
          "fghij     pqrst ",
        ])
  }

  @Test func aSectionOutsideAListDrawsItsRowsWithoutRules() {
    #expect(
      lines(
        Section("Header") {
          Text("a"); Text("b")
        }) == [
          "       Header       ", "       a            ", "       b            ",
        ])
  }

  @Test func aLinkOutsideAStackIsWideEnoughToSayItIsDisabled() {
    #expect(
      lines(
        VStack(alignment: .leading) {
          NavigationLink("Go") { Text("x") }; Text("longer text")
        })
        == ["  Go (disabled) ›   ", "  longer text       "])
  }

  @Test func aViewThatCannotBeShownIsAnErrorParagraphInHTML() {
    let html = HTMLRenderer().render(NeedsSettings())
    #expect(html.contains("<p class=\"error\">"))
    #expect(html.contains("Settings"))
  }
}

/// A view whose environment object is never provided.
private struct NeedsSettings: View {
  @EnvironmentObject var settings: DrawingSettings

  var body: some View { Text(settings.name) }
}

/// What `NeedsSettings` reads.
private final class DrawingSettings: ObservableObject {
  @Published var name = "Rutas"
}
