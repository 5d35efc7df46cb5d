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
/// As on an iPhone, a table in a compact horizontal size class (a host's default, as its
/// device is a phone) shows only its first column, without titles; set the size class to
/// `.regular` to see every column. `.tableColumnHeaders(.hidden)` hides the titles.
///
/// ```swift
/// Table(routes) {
///   TableColumn("Ruta", value: \.name)
///   TableColumn("Km") { route in Text(route.kilometres, format: .number) }
/// }
/// ```
public nonisolated struct Table<
  Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent
>:
  View
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
  private let rows: Rows
  private let columns: Columns
  private let selection: TableSelection<Value.ID>
  private let sorting: TableSorting<Value>?
  @Environment(\.horizontalSizeClass) private var sizeClass
  @Environment(\.tableColumnHeaders) private var headerVisibility

  init(
    rows: Rows, columns: Columns, selection: TableSelection<Value.ID>,
    sorting: TableSorting<Value>? = nil
  ) {
    self.rows = rows
    self.columns = columns
    self.selection = selection
    self.sorting = sorting
  }

  /// The body the table style in effect makes of the table's grid.
  public var body: some View {
    TableStyledBody(configuration: TableStyleConfiguration(grid: { AnyView(grid(alternates: $0)) }))
  }

  /// A grid: the titles, then a row per value, every other row with a background when
  /// `alternates`.
  private func grid(alternates: Bool) -> some View {
    let isCompact = sizeClass == .compact
    let columns = isCompact ? Array(columns._columns.prefix(1)) : columns._columns
    let selection = selection
    let menus = rows._contextMenus
    return Grid(alignment: .leading) {
      if !isCompact, headerVisibility != .hidden {
        GridRow {
          ForEach(columns.indices, id: \.self) { column in
            header(columns[column]).aligned(columns[column].alignment)
          }
        }
      }
      ForEach(Array(rows._values.enumerated()), id: \.element.id) { index, value in
        GridRow {
          ForEach(columns.indices, id: \.self) { column in
            HStack {
              if column == 0, selection.contains(value.id) { Text("✓") }
              columns[column].cell(value)
            }
            .aligned(columns[column].alignment)
            .attributing { [stripe = alternates && !index.isMultiple(of: 2)] in
              if stripe { $0.background = .hierarchical(4) }
            }
            .onTapGesture { selection.toggle(value.id) }
            .contextMenu(menus[value.id].map { menu in ContextMenu { menu } })
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
      let order = sorting.order(prototype)
      HStack {
        column.title.bold()
        if let order {
          Image(systemName: order == .forward ? "chevron.up" : "chevron.down")
            .accessibilityHidden(true)
        }
      }
      .onTapGesture { sorting.sort(prototype) }
      .accessibilityAddTraits(.isButton)
      .accessibilityValue(
        order.map { $0 == .forward ? "sorted ascending" : "sorted descending" } ?? "")
    } else {
      column.title.bold()
    }
  }
}

extension View {
  /// Shows or hides the titles of the tables below, like SwiftUI's
  /// `tableColumnHeaders(_:)`.
  ///
  /// - Parameter visibility: `.hidden` hides them; `.visible` and `.automatic` show them.
  /// - Returns: The view.
  nonisolated public func tableColumnHeaders(_ visibility: Visibility) -> some View {
    environment(\.tableColumnHeaders, visibility)
  }
}

extension EnvironmentValues {
  /// Whether tables show their column titles.
  var tableColumnHeaders: Visibility {
    get { self[TableColumnHeadersKey.self] }
    set { self[TableColumnHeadersKey.self] = newValue }
  }
}

private enum TableColumnHeadersKey: EnvironmentKey {
  static var defaultValue: Visibility { .automatic }
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

extension View {
  /// This table cell, lined up in its column by `alignment` unless that is the grid's own.
  nonisolated fileprivate func aligned(_ alignment: HorizontalAlignment) -> some View {
    gridCell { if alignment != .leading { $0.columnAlignment = alignment } }
  }
}
