import Foundation

extension Table {
  /// Creates a table of the rows `rows` builds, drawing `columns` for each.
  ///
  /// - Parameters:
  ///   - columns: The columns.
  ///   - rows: The rows: ``TableRow``s, or a `ForEach` of them.
  public init(
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), selection: .none)
  }

  /// Creates a table of the rows `rows` builds, with one selectable row.
  ///
  /// - Parameters:
  ///   - selection: The selected row's id; `nil` selects none.
  ///   - columns: The columns.
  ///   - rows: The rows.
  public init(
    selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), selection: .one(selection))
  }

  /// Creates a table of the rows `rows` builds, selected into a set.
  ///
  /// - Parameters:
  ///   - selection: The selected rows' ids.
  ///   - columns: The columns.
  ///   - rows: The rows.
  public init(
    selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), selection: .many(selection))
  }

  /// Creates a table of the rows `rows` builds, whose sortable columns' titles set
  /// `sortOrder`.
  ///
  /// - Parameters:
  ///   - sortOrder: The comparators the rows are sorted by, the first one first.
  ///   - columns: The columns.
  ///   - rows: The rows, which the design sorts when `sortOrder` changes.
  public init<Sort: SortComparator>(
    sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort.Compared == Value {
    self.init(
      rows: rows(), columns: columns(), selection: .none, sorting: TableSorting(sortOrder))
  }

  /// Creates a table of the rows `rows` builds, with one selectable row, whose sortable
  /// columns' titles set `sortOrder`.
  ///
  /// - Parameters:
  ///   - selection: The selected row's id; `nil` selects none.
  ///   - sortOrder: The comparators the rows are sorted by, the first one first.
  ///   - columns: The columns.
  ///   - rows: The rows, which the design sorts when `sortOrder` changes.
  public init<Sort: SortComparator>(
    selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort.Compared == Value {
    self.init(
      rows: rows(), columns: columns(), selection: .one(selection),
      sorting: TableSorting(sortOrder))
  }

  /// Creates a table of the rows `rows` builds, selected into a set, whose sortable
  /// columns' titles set `sortOrder`.
  ///
  /// - Parameters:
  ///   - selection: The selected rows' ids.
  ///   - sortOrder: The comparators the rows are sorted by, the first one first.
  ///   - columns: The columns.
  ///   - rows: The rows, which the design sorts when `sortOrder` changes.
  public init<Sort: SortComparator>(
    selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort.Compared == Value {
    self.init(
      rows: rows(), columns: columns(), selection: .many(selection),
      sorting: TableSorting(sortOrder))
  }

  /// Creates a table of rows of type `valueType` that `rows` builds.
  ///
  /// - Parameters:
  ///   - valueType: The rows' type, for when the builders cannot infer it.
  ///   - columns: The columns.
  ///   - rows: The rows.
  public init(
    of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(columns: columns, rows: rows)
  }

  /// Creates a table of rows of type `valueType` that `rows` builds, with one selectable
  /// row.
  ///
  /// - Parameters:
  ///   - valueType: The rows' type, for when the builders cannot infer it.
  ///   - selection: The selected row's id; `nil` selects none.
  ///   - columns: The columns.
  ///   - rows: The rows.
  public init(
    of valueType: Value.Type, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(selection: selection, columns: columns, rows: rows)
  }

  /// Creates a table of rows of type `valueType` that `rows` builds, selected into a set.
  ///
  /// - Parameters:
  ///   - valueType: The rows' type, for when the builders cannot infer it.
  ///   - selection: The selected rows' ids.
  ///   - columns: The columns.
  ///   - rows: The rows.
  public init(
    of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(selection: selection, columns: columns, rows: rows)
  }

  /// Creates a table of rows of type `valueType` that `rows` builds, whose sortable
  /// columns' titles set `sortOrder`.
  ///
  /// - Parameters:
  ///   - valueType: The rows' type, for when the builders cannot infer it.
  ///   - sortOrder: The comparators the rows are sorted by, the first one first.
  ///   - columns: The columns.
  ///   - rows: The rows, which the design sorts when `sortOrder` changes.
  public init<Sort: SortComparator>(
    of valueType: Value.Type, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort.Compared == Value {
    self.init(sortOrder: sortOrder, columns: columns, rows: rows)
  }

  /// Creates a table of rows of type `valueType` that `rows` builds, with one selectable
  /// row, whose sortable columns' titles set `sortOrder`.
  ///
  /// - Parameters:
  ///   - valueType: The rows' type, for when the builders cannot infer it.
  ///   - selection: The selected row's id; `nil` selects none.
  ///   - sortOrder: The comparators the rows are sorted by, the first one first.
  ///   - columns: The columns.
  ///   - rows: The rows, which the design sorts when `sortOrder` changes.
  public init<Sort: SortComparator>(
    of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort.Compared == Value {
    self.init(selection: selection, sortOrder: sortOrder, columns: columns, rows: rows)
  }

  /// Creates a table of rows of type `valueType` that `rows` builds, selected into a set,
  /// whose sortable columns' titles set `sortOrder`.
  ///
  /// - Parameters:
  ///   - valueType: The rows' type, for when the builders cannot infer it.
  ///   - selection: The selected rows' ids.
  ///   - sortOrder: The comparators the rows are sorted by, the first one first.
  ///   - columns: The columns.
  ///   - rows: The rows, which the design sorts when `sortOrder` changes.
  public init<Sort: SortComparator>(
    of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort.Compared == Value {
    self.init(selection: selection, sortOrder: sortOrder, columns: columns, rows: rows)
  }
}
