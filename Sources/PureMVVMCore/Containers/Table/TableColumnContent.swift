/// One or more columns of a ``Table``, like SwiftUI's `TableColumnContent`.
@MainActor
public protocol TableColumnContent {
  /// The type of the rows the columns show.
  associatedtype TableRowValue: Identifiable
  /// How the columns sort rows; `Never` for columns that do not sort.
  associatedtype TableColumnSortComparator

  /// The columns, in order.
  var _columns: [TableColumnDescription<TableRowValue>] { get }
}

/// A column as a table draws it: its title and how it draws a row's cell.
public struct TableColumnDescription<RowValue> {
  let title: Text
  let cell: (RowValue) -> AnyView
}

/// The columns a `Table`'s builder made, in order.
public struct TableColumnGroup<RowValue: Identifiable, Sort>: TableColumnContent {
  /// The rows' type.
  public typealias TableRowValue = RowValue
  /// How the columns sort.
  public typealias TableColumnSortComparator = Sort

  /// The columns, in order.
  public let _columns: [TableColumnDescription<RowValue>]
}

/// Builds a ``Table``'s columns, like SwiftUI's `TableColumnBuilder`.
@MainActor
@resultBuilder
public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
  /// One column, or a group of them.
  public static func buildExpression<Column: TableColumnContent>(_ column: Column)
    -> [TableColumnDescription<RowValue>] where Column.TableRowValue == RowValue
  {
    column._columns
  }

  /// The columns, in order.
  public static func buildBlock(_ columns: [TableColumnDescription<RowValue>]...)
    -> TableColumnGroup<RowValue, Sort>
  {
    TableColumnGroup(_columns: columns.flatMap { $0 })
  }
}
