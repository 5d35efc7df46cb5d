/// Which rows of a list or lazy stack are on screen, for a host that has no screen: the
/// rows that "appear" (run `onAppear` and `task`) while the others only keep their state.
///
/// Every row still resolves, is drawn and can be found; only appearing follows the window,
/// so infinite-scroll code (`.onAppear` on the last row loads a page) loads one page per
/// scroll, as in SwiftUI.
package struct LazyWindow: Equatable, Sendable {
  /// Where the window is.
  package enum Position: Equatable, Sendable {
    /// The first rows.
    case top
    /// The rows from this one (counted from 0) on.
    case row(Int)
    /// The last rows.
    case end
  }

  /// How many rows are on screen at once.
  package var rowCount = 50
  /// Where the window is.
  package var position = Position.top
  /// Counts scrolls, so a scroll to the end is to the end of the rows there were then.
  package var scrolls = 0

  /// The rows on screen among `count` rows, the first at `first` if given (as near as
  /// the count allows).
  package func rows(among count: Int, from first: Int? = nil) -> Range<Int> {
    let size = max(rowCount, 1)
    let last = max(count - size, 0)
    let start: Int
    switch (first, position) {
    case (let first?, _): start = min(max(first, 0), last)
    case (nil, .top): start = 0
    case (nil, .row(let row)): start = min(max(row, 0), last)
    case (nil, .end): start = last
    }
    return start..<min(start + size, count)
  }
}
