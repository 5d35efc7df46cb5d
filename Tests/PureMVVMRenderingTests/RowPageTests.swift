import PureMVVMCore
import PureMVVMRendering
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct RowPageTests {
  private func list(_ count: Int) -> some View {
    List {
      ForEach(0..<count, id: \.self) { Text("Row \($0)") }
    }
  }

  private func lines(_ view: some View, page: RowPage?) -> [String] {
    TextRenderer(width: 24, page: page).render(view).split(separator: "\n").map {
      String($0.dropFirst(2).dropLast(2)).trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty && !$0.hasPrefix("─") && !$0.hasPrefix("┌") && !$0.hasPrefix("└") }
  }

  @Test func firstPageShowsItsRowsAndCountsTheRest() {
    #expect(
      lines(list(1_234), page: RowPage(size: 3)) == ["Row 0", "Row 1", "Row 2", "… and 1,231 more"])
  }

  @Test func laterPageCountsTheRowsAboveAndBelow() {
    #expect(
      lines(list(10), page: RowPage(size: 3, number: 2))
        == ["… 3 rows above", "Row 3", "Row 4", "Row 5", "… and 4 more"])
  }

  @Test func pagePastTheEndShowsTheLastPage() {
    #expect(lines(list(7), page: RowPage(size: 3, number: 99)) == ["… 6 rows above", "Row 6"])
  }

  @Test func listThatFitsAPageIsDrawnWhole() {
    #expect(lines(list(3), page: RowPage(size: 3)) == ["Row 0", "Row 1", "Row 2"])
    #expect(lines(list(3), page: nil) == lines(list(3), page: RowPage(size: 3, number: 5)))
  }

  @Test func absurdPageSizesAndNumbersAreRaisedToOne() {
    let page = RowPage(size: -5, number: Int.min)
    #expect(page == RowPage(size: 1, number: 1))
    #expect(lines(list(2), page: page) == ["Row 0", "… and 1 more"])
  }

  @Test func sectionHeadersStayOutsideThePage() {
    let form = Form {
      Section("Rutas") {
        ForEach(0..<5, id: \.self) { Text("Row \($0)") }
      }
    }
    #expect(lines(form, page: RowPage(size: 2)) == ["Rutas", "Row 0", "Row 1", "… and 3 more"])
  }

  @Test func laterPageOfASectionCountsOnlyItsRows() {
    let form = Form {
      Section {
        ForEach(0..<5, id: \.self) { Text("Row \($0)") }
      } header: {
        Text("Rutas")
      } footer: {
        Text("Fin")
      }
    }
    #expect(
      lines(form, page: RowPage(size: 2, number: 2))
        == ["Rutas", "… 2 rows above", "Row 2", "Row 3", "… and 1 more", "Fin"])
    #expect(
      lines(form, page: RowPage(size: 2, number: 3))
        == ["Rutas", "… 4 rows above", "Row 4", "Fin"])
  }
}
