/// Which rows the last list or lazy stack resolved shows: what scroll positions and scroll
/// observers read.
package struct ShownRows: Equatable {
  /// The first row on screen, counted from 0.
  var first = 0
  /// How many rows the container has.
  var count = 0
  /// The identities of the rows on screen, when the rows record them (below a scroll
  /// position or observer).
  var ids: [AnyHashable] = []
}
