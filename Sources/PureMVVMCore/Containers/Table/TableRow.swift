/// One row of a ``Table`` whose rows a builder lists, like SwiftUI's `TableRow`.
///
/// ```swift
/// Table(of: Route.self) {
///   TableColumn("Ruta", value: \.name)
/// } rows: {
///   TableRow(highlighted)
///   ForEach(others) { route in TableRow(route) }
/// }
/// ```
public nonisolated struct TableRow<Value: Identifiable>: TableRowContent {
  /// The row's type.
  public typealias TableRowValue = Value

  private let value: Value

  /// Creates a row showing `value`.
  ///
  /// - Parameter value: The row's value.
  public init(_ value: Value) {
    self.value = value
  }

  /// The row's value.
  public var _values: [Value] { [value] }
}
