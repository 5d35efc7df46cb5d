import Foundation

extension ResolveContext {
  /// Resolves `content` as this view's first child, its rows recording their identities,
  /// and returns the rows the last list or lazy stack inside it shows (none without one).
  func resolveRecordingRows(_ content: some View, into elements: inout [Element]) -> ShownRows {
    graph.shownRows = ShownRows()
    var inner = child(0)
    inner.recordsScrollIDs = true
    content._resolve(in: inner, into: &elements)
    return graph.shownRows
  }

  /// The geometry of the scroll view whose rows are `rows`, the size of the space offered
  /// here (without noting a read of geometry).
  func scrollGeometry(of rows: ShownRows) -> ScrollGeometry {
    ScrollGeometry(rows: rows, in: (geometry ?? graph.rootGeometryAlways).size)
  }
}
