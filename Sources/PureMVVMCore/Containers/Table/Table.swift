/// Rows of values shown in columns, like SwiftUI's `Table`.
///
/// The text renderer draws a grid: a bold header of the column titles, then a line per
/// row. With a selection, tapping any cell of a row selects it, and a selected row shows
/// `✓` before its first cell. With a sort order, the column it sorts by shows `˄`
/// (forward) or `˅` (reverse) after its title; tapping a sortable column's title makes its
/// comparator the first of the sort order, or reverses it if it already was. As in
/// SwiftUI, the table does not sort its rows itself: the design sorts them when the order
/// changes, with `.onChange(of: sortOrder) { rows.sort(using: $1) }`.
///
/// ```swift
/// Table(routes) {
///   TableColumn("Ruta", value: \.name)
///   TableColumn("Km") { route in Text(route.kilometres, format: .number) }
/// }
/// ```
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>:
  View
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
  private let rows: Rows
  private let columns: Columns
  private let selection: TableSelection<Value.ID>
  private let sorting: TableSorting<Value>?

  init(
    rows: Rows, columns: Columns, selection: TableSelection<Value.ID>,
    sorting: TableSorting<Value>? = nil
  ) {
    self.rows = rows
    self.columns = columns
    self.selection = selection
    self.sorting = sorting
  }

  /// A grid: the titles, then a row per value.
  public var body: some View {
    let columns = columns._columns
    let selection = selection
    Grid(alignment: .leading) {
      GridRow {
        ForEach(columns.indices, id: \.self) { column in
          header(columns[column])
        }
      }
      ForEach(rows._values) { value in
        GridRow {
          ForEach(columns.indices, id: \.self) { column in
            HStack {
              if column == 0, selection.contains(value.id) { Text("✓") }
              columns[column].cell(value)
            }
            .onTapGesture { selection.toggle(value.id) }
          }
        }
      }
    }
  }
}

extension Table {
  /// A column's title; with a sort order, the sorted column shows its direction and a tap
  /// on a sortable title sorts by it.
  @ViewBuilder
  private func header(_ column: TableColumnDescription<Value>) -> some View {
    if let sorting, let prototype = column.sort {
      HStack {
        column.title.bold()
        if let order = sorting.order(prototype) {
          Image(systemName: order == .forward ? "chevron.up" : "chevron.down")
        }
      }
      .onTapGesture { sorting.sort(prototype) }
    } else {
      column.title.bold()
    }
  }
}

/// What a table's rows select into.
enum TableSelection<ID: Hashable> {
  case none
  case one(Binding<ID?>)
  case many(Binding<Set<ID>>)

  func contains(_ id: ID) -> Bool {
    switch self {
    case .none: false
    case .one(let binding): binding.wrappedValue == id
    case .many(let binding): binding.wrappedValue.contains(id)
    }
  }

  func toggle(_ id: ID) {
    switch self {
    case .none: break
    case .one(let binding): binding.wrappedValue = id
    case .many(let binding):
      if binding.wrappedValue.remove(id) == nil { binding.wrappedValue.insert(id) }
    }
  }
}
