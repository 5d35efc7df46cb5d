import PureMVVMCore
import PureMVVMInspection
import Testing

/// `Table` draws its columns as a grid, and selects rows.
@MainActor
@Suite struct TableTests {
  struct Trail: Identifiable {
    let id: Int
    let name: String
    let kilometres: Double
  }

  static let trails = [
    Trail(id: 1, name: "Anaga", kilometres: 12.5), Trail(id: 2, name: "Masca", kilometres: 9.99),
  ]

  @Test func columnsAreDrawnAsAGridUnderTheirTitles() {
    let inspector = regularWidthInspector(
      Table(Self.trails) {
        TableColumn("Ruta", value: \.name)
        TableColumn("Km") { trail in Text("\(trail.kilometres)") }
          .width(min: 40)
      })
    #expect(inspector.texts == ["Ruta", "Km", "Anaga", "12.5", "Masca", "9.99"])
    let lines = inspector.render(width: 30).split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.contains("Ruta") && $0.contains("Km") })
    #expect(lines.contains { $0.contains("Masca") && $0.contains("9.99") })
  }

  @Test func aTapSelectsTheRowOrTogglesItInASet() throws {
    let one = regularWidthInspector(
      Stateful(value: Int?.none) { selection in
        Table(Self.trails, selection: selection) { TableColumn("Ruta", value: \.name) }
      })
    try one.find(text: "Masca").tap()
    #expect(one.texts == ["Ruta", "Anaga", "✓", "Masca"])
    let many = regularWidthInspector(
      Stateful(value: Set<Int>()) { selection in
        Table(Self.trails, selection: selection) { TableColumn("Ruta", value: \.name) }
      })
    try many.find(text: "Anaga").tap()
    try many.find(text: "Masca").tap()
    try many.find(text: "Anaga").tap()
    #expect(many.texts == ["Ruta", "Anaga", "✓", "Masca"])
  }

  @Test func aCompactWidthShowsOnlyTheFirstColumnWithoutTitles() throws {
    let inspector = DesignInspector(
      Stateful(value: Int?.none) { selection in
        Table(Self.trails, selection: selection) {
          TableColumn("Ruta", value: \.name)
          TableColumn("Km") { trail in Text("\(trail.kilometres)") }
        }
      })
    #expect(inspector.texts == ["Anaga", "Masca"])
    try inspector.find(text: "Masca").tap()
    #expect(inspector.texts == ["Anaga", "✓", "Masca"])
  }

  @Test func hiddenColumnHeadersLeaveOnlyTheRows() {
    let inspector = regularWidthInspector(
      Table(Self.trails) {
        TableColumn("Ruta", value: \.name)
        TableColumn("Km") { trail in Text("\(trail.kilometres)") }
      }
      .tableColumnHeaders(.hidden))
    #expect(inspector.texts == ["Anaga", "12.5", "Masca", "9.99"])
  }

  @Test func anEmptyTableShowsItsTitles() {
    let none: [Trail] = []
    #expect(
      regularWidthInspector(Table(none) { TableColumn("Ruta", value: \.name) }).texts == ["Ruta"])
  }
}
