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

  @Test func aRowsContextMenuOpensOnALongPressOnAnyOfItsCells() throws {
    var log: [String] = []
    let inspector = regularWidthInspector(
      Table(of: Trail.self) {
        TableColumn("Ruta", value: \.name)
        TableColumn("Km") { trail in Text("\(trail.kilometres)") }
      } rows: {
        TableRow(Self.trails[0])
          .contextMenu { Button("Abrir") { log.append("abrir Anaga") } }
        ForEach([Self.trails[1]]) { trail in
          TableRow(trail).contextMenu { Button("Borrar") { log.append("borrar \(trail.name)") } }
        }
        .contextMenu { Button("Exportar") {} }
      })
    try inspector.find(text: "12.5").longPress()
    try inspector.find(button: "Abrir").tap()
    try inspector.find(text: "Masca").longPress()
    #expect(throws: InspectionError.self) { try inspector.find(button: "Abrir") }
    try inspector.find(button: "Borrar").tap()
    #expect(log == ["abrir Anaga", "borrar Masca"])
  }

  @Test(arguments: [true]) func aRowWithoutAMenuHasNone(showsMasca: Bool) {
    let inspector = regularWidthInspector(
      Table(of: Trail.self) {
        TableColumn("Ruta", value: \.name)
      } rows: {
        TableRow(Self.trails[0])
        if showsMasca { TableRow(Self.trails[1]).contextMenu { Button("Borrar") {} } }
      })
    #expect(throws: InspectionError.self) { try inspector.find(text: "Anaga").longPress() }
    #expect((try? inspector.find(text: "Masca").longPress()) != nil)
  }
}
