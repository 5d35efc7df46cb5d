import Foundation

extension Table {
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

  /// Creates a table of `data` whose sortable columns' titles set `sortOrder`.
  ///
  /// - Parameters:
  ///   - data: The rows, which the design sorts when `sortOrder` changes.
  ///   - sortOrder: The comparators the rows are sorted by, the first one first.
  ///   - columns: The columns.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
    self.init(
      rows: TableForEachContent(data), columns: columns(), selection: .none,
      sorting: TableSorting(sortOrder))
  }

  /// Creates a table of `data` with one selectable row, whose sortable columns' titles
  /// set `sortOrder`.
  ///
  /// - Parameters:
  ///   - data: The rows, which the design sorts when `sortOrder` changes.
  ///   - selection: The selected row's id; `nil` selects none.
  ///   - sortOrder: The comparators the rows are sorted by, the first one first.
  ///   - columns: The columns.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
    self.init(
      rows: TableForEachContent(data), columns: columns(), selection: .one(selection),
      sorting: TableSorting(sortOrder))
  }

  /// Creates a table of `data` whose rows are selected into a set, and whose sortable
  /// columns' titles set `sortOrder`.
  ///
  /// - Parameters:
  ///   - data: The rows, which the design sorts when `sortOrder` changes.
  ///   - selection: The selected rows' ids.
  ///   - sortOrder: The comparators the rows are sorted by, the first one first.
  ///   - columns: The columns.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
    self.init(
      rows: TableForEachContent(data), columns: columns(), selection: .many(selection),
      sorting: TableSorting(sortOrder))
  }
}
