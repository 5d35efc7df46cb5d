/// The rows of a ``Table``, like SwiftUI's `TableRowContent`.
public protocol TableRowContent<TableRowValue> {
  /// The type of the rows.
  associatedtype TableRowValue: Identifiable

  /// The rows' values, in order.
  var _values: [TableRowValue] { get }
}

/// A table's rows made from a collection, like SwiftUI's `TableForEachContent`.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent
where Data.Element: Identifiable {
  /// The rows' type.
  public typealias TableRowValue = Data.Element

  private let data: Data

  init(_ data: Data) {
    self.data = data
  }

  /// The elements, in order.
  public var _values: [Data.Element] { Array(data) }
}
