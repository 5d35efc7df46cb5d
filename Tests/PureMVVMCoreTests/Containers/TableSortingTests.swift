import Foundation
import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// A sortable `Table`'s titles set its sort order, and `TableRow` builders list its rows.
@MainActor
@Suite struct TableSortingTests {
  typealias Trail = TableTests.Trail

  static let trails = [
    Trail(id: 1, name: "Masca", kilometres: 9.99), Trail(id: 2, name: "Anaga", kilometres: 12.5),
    Trail(id: 3, name: "Teide", kilometres: 10.0),
  ]

  /// A sort order that a test reads back after a tap on a title.
  final class RecordedOrder {
    var comparators: [KeyPathComparator<Trail>]

    init(_ comparators: [KeyPathComparator<Trail>] = []) {
      self.comparators = comparators
    }

    var binding: Binding<[KeyPathComparator<Trail>]> {
      Binding {
        self.comparators
      } set: {
        self.comparators = $0
      }
    }
  }

  /// A table sorted by its own sort order, as a design sorts it.
  static func sortedTable(_ order: [KeyPathComparator<Trail>]) -> DesignInspector {
    regularWidthInspector(
      Stateful(value: order) { order in
        Table(trails.sorted(using: order.wrappedValue), sortOrder: order) {
          TableColumn("Ruta", value: \.name)
          TableColumn("Km", value: \.kilometres) { trail in Text("\(trail.kilometres)") }
          TableColumn("Notas") { _ in Text("-") }
        }
      })
  }

  /// The table's drawn header line, without the screen's frame.
  static func header(_ inspector: DesignInspector) -> String {
    let line = inspector.render(width: 60).split(separator: "\n")[1]
    return line.trimmingCharacters(in: CharacterSet(charactersIn: "│ "))
  }

  @Test func theSortedColumnShowsItsDirection() {
    let inspector = Self.sortedTable([KeyPathComparator(\.kilometres, order: .reverse)])
    #expect(Self.header(inspector) == "Ruta  Km ˅ Notas")
    #expect(inspector.texts.prefix(4) == ["Ruta", "Km", "Notas", "Anaga"])
  }

  @Test func aSortableTitleIsReadAsAButtonWithItsDirection() {
    let reading = AccessibilityRenderer().render(
      Self.sortedTable([KeyPathComparator(\.kilometres, order: .reverse)]).elements)
    #expect(reading.hasPrefix("Ruta, button\nKm, sorted descending, button\nNotas\nAnaga\n"))
  }

  @Test func tappingATitleSortsByItFirstThenReversesIt() throws {
    let inspector = Self.sortedTable([KeyPathComparator(\.kilometres)])
    #expect(Self.header(inspector) == "Ruta  Km ˄ Notas")
    #expect(inspector.texts[3] == "Masca")
    try inspector.find(text: "Ruta").tap()
    #expect(Self.header(inspector) == "Ruta ˄ Km   Notas")
    #expect(inspector.texts[3] == "Anaga")
    try inspector.find(text: "Ruta").tap()
    #expect(Self.header(inspector) == "Ruta ˅ Km   Notas")
    #expect(inspector.texts[3] == "Teide")
  }

  @Test func aTitleTapKeepsTheOtherComparatorsBehindIt() throws {
    // Typed apart, so the body type-checks well under CI's 300 ms limit.
    let byName = KeyPathComparator(\Trail.name)
    let byKilometres = KeyPathComparator(\Trail.kilometres)
    let byKilometresReversed = KeyPathComparator(\Trail.kilometres, order: .reverse)
    let order = RecordedOrder([byKilometresReversed])
    let inspector = regularWidthInspector(
      Table(Self.trails, sortOrder: order.binding) {
        TableColumn("Ruta", value: \.name)
        TableColumn("Km", value: \.kilometres) { trail in Text("\(trail.kilometres)") }
      })
    try inspector.find(text: "Ruta").tap()
    #expect(order.comparators == [byName, byKilometresReversed])
    try inspector.find(text: "Km").tap()
    #expect(order.comparators == [byKilometres, byName])
  }

  @Test func aColumnThatDoesNotSortIgnoresTaps() throws {
    let order = RecordedOrder()
    let inspector = regularWidthInspector(
      Table(Self.trails, sortOrder: order.binding) {
        TableColumn("Ruta", value: \.name)
        TableColumn("Notas") { _ in Text("-") }
      })
    #expect(Self.header(inspector) == "Ruta  Notas")
    #expect(throws: InspectionError.self) { try inspector.find(text: "Notas").tap() }
    #expect(order.comparators.isEmpty)
    try inspector.find(text: "Ruta").tap()
    #expect(order.comparators == [KeyPathComparator(\.name)])
  }

  /// Orders trails by how far they are from ten kilometres.
  struct DistanceFromTen: SortComparator {
    var order = SortOrder.forward

    func compare(_ lhs: Trail, _ rhs: Trail) -> ComparisonResult {
      var difference = abs(lhs.kilometres - 10) - abs(rhs.kilometres - 10)
      if order == .reverse { difference.negate() }
      return difference < 0 ? .orderedAscending : difference > 0 ? .orderedDescending : .orderedSame
    }
  }

  @Test func aColumnSortsWithItsOwnComparator() throws {
    let inspector = regularWidthInspector(
      Stateful(value: [DistanceFromTen]()) { order in
        Table(Self.trails.sorted(using: order.wrappedValue), sortOrder: order) {
          TableColumn("Cerca de 10", sortUsing: DistanceFromTen()) { trail in Text(trail.name) }
        }
      })
    try inspector.find(text: "Cerca de 10").tap()
    #expect(Self.header(inspector) == "Cerca de 10 ˄")
    #expect(inspector.texts == ["Cerca de 10", "Teide", "Masca", "Anaga"])
  }

  @Test func aValueColumnComparesWithTheGivenComparator() throws {
    let order = RecordedOrder()
    let inspector = regularWidthInspector(
      Table(Self.trails, sortOrder: order.binding) {
        TableColumn("Km", value: \.kilometres, comparator: ComparableComparator(order: .reverse)) {
          trail in Text("\(trail.kilometres)")
        }
      })
    try inspector.find(text: "Km").tap()
    let sorted = Self.trails.sorted(using: order.comparators).map(\.name)
    #expect(sorted == ["Anaga", "Teide", "Masca"])
  }

  /// The columns of a trail, declared apart, as SwiftUI's documentation shows.
  @TableColumnBuilder<Trail, KeyPathComparator<Trail>>
  static var nameColumns: some TableColumnContent<Trail, KeyPathComparator<Trail>> {
    TableColumn(Text("Ruta"), value: \.name)
    TableColumn(Text("Km"), value: \.kilometres) { trail in Text("\(trail.kilometres)") }
  }

  @Test func textTitledColumnsDeclaredApartSortToo() throws {
    let order = RecordedOrder()
    let inspector = regularWidthInspector(
      Table(of: Trail.self, sortOrder: order.binding) {
        Self.nameColumns
        TableColumn(Text("Cerca"), sortUsing: KeyPathComparator(\Trail.id)) { _ in Text("-") }
      } rows: {
        ForEach(Self.trails)
      })
    #expect(Self.header(inspector) == "Ruta  Km   Cerca")
    try inspector.find(text: "Km").tap()
    let byKilometres: [KeyPathComparator<Trail>] = [KeyPathComparator(\Trail.kilometres)]
    #expect(order.comparators == byKilometres)
  }

  @Test func namesSortByTheLocalizedStandardComparator() {
    let names: [String] = Self.trails.map(\.name)
    #expect(names.sorted(using: .localizedStandard) == ["Anaga", "Masca", "Teide"])
  }

  @Test func rowBuildersListSingleRowsLoopsAndConditions() throws {
    let first = Self.trails[0]
    let rest = Array(Self.trails.dropFirst())
    let inspector = regularWidthInspector(
      Stateful(value: Set<Int>()) { selection in
        Table(of: Trail.self, selection: selection) {
          TableColumn("Ruta", value: \.name)
        } rows: {
          TableRow(first)
          if selection.wrappedValue.isEmpty {
            ForEach(rest) { trail in TableRow(trail) }
          }
        }
      })
    #expect(inspector.texts == ["Ruta", "Masca", "Anaga", "Teide"])
    try inspector.find(text: "Masca").tap()
    #expect(inspector.texts == ["Ruta", "✓", "Masca"])
  }

  @Test func rowsOfAForEachIdentifiedByAKeyPathKeepTheirOrder() {
    let inspector = regularWidthInspector(
      Table(of: Trail.self) {
        TableColumn("Ruta", value: \.name)
      } rows: {
        ForEach(Self.trails.reversed(), id: \.name) { trail in TableRow(trail) }
      })
    #expect(inspector.texts == ["Ruta", "Teide", "Anaga", "Masca"])
  }

  @Test func aTableOfBuiltRowsSortsToo() throws {
    let order = RecordedOrder()
    let inspector = regularWidthInspector(
      Table(of: Trail.self, selection: .constant(Int?.none), sortOrder: order.binding) {
        TableColumn("Ruta", value: \.name)
      } rows: {
        ForEach(Self.trails) { trail in TableRow(trail) }
      })
    try inspector.find(text: "Ruta").tap()
    #expect(order.comparators == [KeyPathComparator(\.name)])
    #expect(inspector.texts == ["Ruta", "Masca", "Anaga", "Teide"])
  }

  @Test func columnsCanBeShownOnCondition() {
    func table(showingKilometres: Bool) -> DesignInspector {
      regularWidthInspector(
        Table(Array(Self.trails.prefix(1))) {
          TableColumn("Ruta", value: \.name)
          if showingKilometres {
            TableColumn("Km") { trail in Text("\(trail.kilometres)") }
          }
        })
    }
    #expect(table(showingKilometres: true).texts == ["Ruta", "Km", "Masca", "9.99"])
    #expect(table(showingKilometres: false).texts == ["Ruta", "Masca"])
  }
}
