import PureMVVMCore

/// Which rows of a long list a ``TextRenderer`` draws: one page of them.
///
/// A list or section with more rows than ``size`` draws only the rows of page ``number``
/// (the last page when ``number`` is past the end), with a line counting the rows above
/// (`… 50 rows above`) and one counting the rows below (`… and 99,950 more`). Shorter lists
/// are drawn whole. A console uses it so a 100k-row list draws 50 rows, not 200k lines.
public struct RowPage: Hashable, Sendable {
  /// The most rows a list draws.
  public let size: Int
  /// The page drawn, from 1.
  public let number: Int

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - size: The most rows a list draws; values under 1 are taken as 1.
  ///   - number: The page, from 1; values under 1 are taken as 1.
  public init(size: Int, number: Int = 1) {
    self.size = max(size, 1)
    self.number = max(number, 1)
  }
}
