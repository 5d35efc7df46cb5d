import Foundation

/// Where a table column's title and cells sit in it, like SwiftUI's `TableColumnAlignment`.
public struct TableColumnAlignment: Hashable, Sendable {
  /// The alignment in a left-to-right layout.
  let horizontal: HorizontalAlignment
  /// Whether the table chooses, which it does by sitting the column at its leading edge.
  private var isAutomatic = false

  /// As the table sees fit: the leading edge.
  public static var automatic: TableColumnAlignment {
    TableColumnAlignment(horizontal: .leading, isAutomatic: true)
  }
  /// The leading edge.
  public static var leading: TableColumnAlignment { TableColumnAlignment(horizontal: .leading) }
  /// The centre.
  public static var center: TableColumnAlignment { TableColumnAlignment(horizontal: .center) }
  /// The trailing edge.
  public static var trailing: TableColumnAlignment { TableColumnAlignment(horizontal: .trailing) }
  /// For numbers: the trailing edge, as the digits of every script are written left to
  /// right (Hebrew numerals, letters, are the one exception ``numeric(_:)`` knows).
  public static var numeric: TableColumnAlignment { .trailing }

  /// For numbers written in `numberingSystem`: the trailing edge for those written left to
  /// right, digits of every script among them; the leading edge for Hebrew numerals, letters
  /// written right to left.
  ///
  /// - Parameter numberingSystem: The numbering system.
  /// - Returns: The alignment.
  public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment {
    numberingSystem.identifier == "hebr" ? .leading : .trailing
  }
}
