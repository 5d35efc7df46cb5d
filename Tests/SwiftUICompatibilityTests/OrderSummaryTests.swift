import Foundation
import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite struct OrderSummaryTests {
  private let order = OrderSummary(
    lines: [
      OrderLine(id: "boots", name: "Hiking boots", quantity: 1, price: 89.9),
      OrderLine(id: "socks", name: "Wool socks", quantity: 3, price: 7.5),
    ],
    discount: 0.1, placedAt: Date(timeIntervalSince1970: 1_796_040_000), previousTotal: 112.4)

  @Test func everyPreviewMatchesItsSnapshot() async {
    await assertSnapshots(of: OrderSummary_Previews.self, width: 44)
  }

  @Test func numbersCurrenciesPercentagesAndDatesAreFormatted() {
    let texts = DesignInspector(order).texts
    #expect(texts.contains("€89.90"))
    #expect(texts.contains("€22.50"))
    #expect(texts.contains("10%"))
    #expect(texts.contains("€101.16"))
    #expect(texts.contains("November 30, 2026"))
    #expect(texts.contains("Delivered by Thursday, Dec 3"))
  }

  @Test func formattingFollowsTheEnvironmentsLocale() {
    let texts = DesignInspector(order.environment(\.locale, Locale(identifier: "es_ES"))).texts
    #expect(texts.contains("89,90\u{A0}€"))
    #expect(texts.contains("10\u{A0}%"))
    #expect(texts.contains("30 de noviembre de 2026"))
  }

  @Test func concatenatedTextKeepsEachPiecesStyle() throws {
    let title = try DesignInspector(order).find(text: "Order #A-1042 placed").element.attributes
    let runs = try #require(title.textRuns)
    #expect(runs.map(\.text) == ["Order ", "#A-1042", " placed"])
    #expect(runs.map(\.fontWeight) == [nil, .bold, nil])
  }

  @Test func theOldTotalIsStruckThroughAndTheGridLinesUpItsColumns() throws {
    let inspector = DesignInspector(order)
    #expect(try inspector.find(text: "€112.40").element.attributes.isStrikethrough)
    let rendering = inspector.render(width: 44)
    #expect(rendering.contains("│   1×  Hiking boots  €89.90               │"))
    #expect(rendering.contains("│   3×  Wool socks    €22.50               │"))
  }
}
