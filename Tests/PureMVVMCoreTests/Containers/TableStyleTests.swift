import Foundation
import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// Table styles draw the table's grid, striped or framed, and columns sit where their
/// alignment says.
@MainActor
@Suite struct TableStyleTests {
  static let trails = [
    TableTests.Trail(id: 1, name: "Anaga", kilometres: 123.5),
    TableTests.Trail(id: 2, name: "Masca", kilometres: 9.5),
    TableTests.Trail(id: 3, name: "Teno", kilometres: 40.5),
  ]

  private func table(_ alignment: TableColumnAlignment) -> some View {
    Table(Self.trails) {
      TableColumn("Ruta", value: \.name)
      TableColumn("Km") { trail in Text("\(trail.kilometres)") }.alignment(alignment)
    }
  }

  /// Where `text` starts and ends in the line that shows it.
  private func span(of text: String, in drawing: String) -> (start: Int, end: Int)? {
    for line in drawing.split(separator: "\n") {
      if let range = line.range(of: text) {
        let start = line.distance(from: line.startIndex, to: range.lowerBound)
        return (start, start + text.count)
      }
    }
    return nil
  }

  @Test func aNumericColumnLinesItsNumbersUpAtTheTrailingEdge() throws {
    let numeric = regularWidthInspector(table(.numeric)).render(width: 40)
    let long = try #require(span(of: "123.5", in: numeric))
    let short = try #require(span(of: "9.5", in: numeric))
    #expect(long.end == short.end && long.start != short.start)
    let leading = regularWidthInspector(table(.leading)).render(width: 40)
    let leadingLong = try #require(span(of: "123.5", in: leading))
    let leadingShort = try #require(span(of: "9.5", in: leading))
    #expect(leadingLong.start == leadingShort.start && leadingLong.end != leadingShort.end)
  }

  @Test func numbersSitTrailingUnlessWrittenRightToLeft() {
    #expect(TableColumnAlignment.numeric(Locale.NumberingSystem("hebr")) == .leading)
    #expect(TableColumnAlignment.numeric(Locale.NumberingSystem("latn")) == .trailing)
    #expect(TableColumnAlignment.numeric(Locale.NumberingSystem("arab")) == .trailing)
    #expect(TableColumnAlignment.automatic != .leading)
  }

  /// The HTML of `design` in a regular width, and how many cells it stripes.
  private func stripedCells(_ design: some View) -> Int {
    let html = HTMLRenderer().render(design.environment(\.horizontalSizeClass, .regular))
    return html.components(separatedBy: "background:rgba(60,60,67,0.1)").count - 1
  }

  @Test func insetAndBorderedTablesStripeEveryOtherRowUnlessTold() {
    #expect(stripedCells(table(.leading)) == 0)
    #expect(stripedCells(table(.leading).tableStyle(.automatic)) == 0)
    #expect(stripedCells(table(.leading).tableStyle(.inset)) == 2)
    #expect(stripedCells(table(.leading).tableStyle(.bordered)) == 2)
    #expect(stripedCells(table(.leading).tableStyle(.inset(alternatesRowBackgrounds: false))) == 0)
    #expect(
      stripedCells(table(.leading).tableStyle(.bordered(alternatesRowBackgrounds: false))) == 0)
  }

  @Test func aBorderedTableIsFramed() {
    func borders(_ design: some View) -> Int {
      let html = HTMLRenderer().render(design.environment(\.horizontalSizeClass, .regular))
      return html.components(separatedBy: "border:1px solid").count - 1
    }
    #expect(borders(table(.leading)) == 0)
    #expect(borders(table(.leading).tableStyle(.inset)) == 0)
    #expect(borders(table(.leading).tableStyle(.bordered)) == 1)
  }

  private struct Placeholder: TableStyle {
    func makeBody(configuration: Configuration) -> some View {
      Text("Tabla oculta")
    }
  }

  @Test func aStyleOfYourOwnReplacesTheTable() {
    let inspector = regularWidthInspector(VStack { table(.leading) }.tableStyle(Placeholder()))
    #expect(inspector.texts == ["Tabla oculta"])
  }
}
