import Foundation

/// Where a table column's title and cells sit in it, like SwiftUI's `TableColumnAlignment`.
public struct TableColumnAlignment: Hashable, Sendable {
  /// The alignment in a left-to-right layout.
  let horizontal: HorizontalAlignment

  /// As the table sees fit: leading.
  public static var automatic: TableColumnAlignment { .leading }
  /// The leading edge.
  public static var leading: TableColumnAlignment { TableColumnAlignment(horizontal: .leading) }
  /// The centre.
  public static var center: TableColumnAlignment { TableColumnAlignment(horizontal: .center) }
  /// The trailing edge.
  public static var trailing: TableColumnAlignment { TableColumnAlignment(horizontal: .trailing) }
  /// For numbers: the trailing edge, as the current locale writes numbers left to right.
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
