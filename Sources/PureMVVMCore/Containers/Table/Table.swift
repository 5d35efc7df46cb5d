/// Rows of values shown in columns, like SwiftUI's `Table`.
///
/// The text renderer draws a grid: a bold header of the column titles, then a line per
/// row. With a selection, tapping any cell of a row selects it, and a selected row shows
/// `✓` before its first cell.
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

  /// Creates a table of `data`, drawing `columns` for each element.
  ///
  /// - Parameters:
  ///   - data: The rows.
  ///   - columns: The columns.
  public init<Data: RandomAccessCollection>(
    _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(rows: TableForEachContent(data), columns: columns(), selection: .none)
  }

  /// Creates a table of `data` with one selectable row.
  ///
  /// - Parameters:
  ///   - data: The rows.
  ///   - selection: The selected row's id; `nil` selects none.
  ///   - columns: The columns.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(rows: TableForEachContent(data), columns: columns(), selection: .one(selection))
  }

  /// Creates a table of `data` whose rows are selected into a set, each tap adding or
  /// removing one.
  ///
  /// - Parameters:
  ///   - data: The rows.
  ///   - selection: The selected rows' ids.
  ///   - columns: The columns.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(rows: TableForEachContent(data), columns: columns(), selection: .many(selection))
  }

  private init(rows: Rows, columns: Columns, selection: TableSelection<Value.ID>) {
    self.rows = rows
    self.columns = columns
    self.selection = selection
  }

  /// A grid: the titles, then a row per value.
  public var body: some View {
    let columns = columns._columns
    let selection = selection
    Grid(alignment: .leading) {
      GridRow {
        ForEach(columns.indices, id: \.self) { column in
          columns[column].title.bold()
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
