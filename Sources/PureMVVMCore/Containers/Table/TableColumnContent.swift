/// One or more columns of a ``Table``, like SwiftUI's `TableColumnContent`.
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
  /// The type of the rows the columns show.
  associatedtype TableRowValue: Identifiable
  /// How the columns sort rows; `Never` for columns that do not sort.
  associatedtype TableColumnSortComparator

  /// The columns, in order.
  nonisolated var _columns: [TableColumnDescription<TableRowValue>] { get }
}

/// A column as a table draws it: its title, how it draws a row's cell and, for a sortable
/// column, the comparator a tap on its title sorts by.
public struct TableColumnDescription<RowValue> {
  let title: Text
  let cell: (RowValue) -> AnyView
  let sort: Any?
  /// Where the column's title and cells sit in it.
  var alignment = HorizontalAlignment.leading
}

/// The columns a `Table`'s builder made, in order.
public nonisolated struct TableColumnGroup<RowValue: Identifiable, Sort>: TableColumnContent {
  /// The rows' type.
  public typealias TableRowValue = RowValue
  /// How the columns sort.
  public typealias TableColumnSortComparator = Sort

  /// The columns, in order.
  public let _columns: [TableColumnDescription<RowValue>]
}

/// Builds a ``Table``'s columns, like SwiftUI's `TableColumnBuilder`.
@resultBuilder
public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
  /// One column, or a group of them, sorting as the table does.
  public static func buildExpression<Column: TableColumnContent>(_ column: Column)
    -> [TableColumnDescription<RowValue>]
  where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
    column._columns
  }

  /// One column, or a group of them, that does not sort, in a table that may.
  @_disfavoredOverload
  public static func buildExpression<Column: TableColumnContent>(_ column: Column)
    -> [TableColumnDescription<RowValue>]
  where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never {
    column._columns
  }

  /// A column shown only when a condition holds.
  public static func buildOptional(_ columns: TableColumnGroup<RowValue, Sort>?)
    -> [TableColumnDescription<RowValue>]
  {
    columns?._columns ?? []
  }

  /// The columns of an `if` statement's first branch.
  public static func buildEither(first columns: TableColumnGroup<RowValue, Sort>)
    -> [TableColumnDescription<RowValue>]
  {
    columns._columns
  }

  /// The columns of an `if` statement's second branch.
  public static func buildEither(second columns: TableColumnGroup<RowValue, Sort>)
    -> [TableColumnDescription<RowValue>]
  {
    columns._columns
  }

  /// The columns, in order.
  public static func buildBlock(_ columns: [TableColumnDescription<RowValue>]...)
    -> TableColumnGroup<RowValue, Sort>
  {
    TableColumnGroup(_columns: columns.flatMap { $0 })
  }
}

extension TableColumnContent {
  /// Sets where the columns' titles and cells sit in them, like SwiftUI's `alignment(_:)`.
  ///
  /// - Parameter alignment: `.leading`, `.center`, `.trailing`, or `.numeric` (trailing,
  ///   for numbers written left to right).
  /// - Returns: The columns.
  nonisolated public func alignment(_ alignment: TableColumnAlignment)
    -> some TableColumnContent<TableRowValue, TableColumnSortComparator>
  {
    TableColumnGroup<TableRowValue, TableColumnSortComparator>(
      _columns: _columns.map { column in
        var column = column
        column.alignment = alignment.horizontal
        return column
      })
  }
}
