import Foundation
import PureMVVMCore

extension InspectedElement {
  /// Moves this row of a `ForEach` with `onMove(perform:)` before the row at `offset`, as
  /// dragging its handle does: the action receives this row's offset and `offset`.
  ///
  /// - Parameter offset: Where to move it, counted in the collection before the move:
  ///   from 0 (the top) to the number of rows (the bottom).
  /// - Throws: ``InspectionError`` if the row is gone or ambiguous, disabled, cannot be
  ///   moved, or `offset` is outside 0 through the number of rows.
  public func move(toOffset offset: Int) throws(InspectionError) {
    defer { inspector.invalidate() }
    let (action, source, count) = try handler(\.rowMove, else: .notMovable)
    guard (0...count).contains(offset) else {
      throw query.error(.offsetOutOfRange(offset, count: count))
    }
    action(IndexSet(integer: source), offset)
  }

  /// Selects this row of a list with a selection, as tapping it does; in a set selection
  /// (only while the list is edited), adds it or, if it is in, removes it.
  ///
  /// - Throws: ``InspectionError`` if the row is gone or ambiguous, disabled, or cannot be
  ///   selected now.
  public func select() throws(InspectionError) {
    defer { inspector.invalidate() }
    try handler(\.handlers?.selectRow, else: .notSelectable)()
  }

  /// Drops `items` on this row of a `ForEach` with `onInsert(of:perform:)`: they are
  /// inserted before it.
  ///
  /// - Parameter items: What is dropped.
  /// - Throws: ``InspectionError`` if the row is gone or ambiguous, disabled, or does not
  ///   accept drops.
  public func insert(_ items: [NSItemProvider]) throws(InspectionError) {
    defer { inspector.invalidate() }
    let (action, offset) = try handler(\.rowInsertion, else: .notInsertable)
    action(offset, items)
  }

  /// Swipes this row to reveal its swipe actions on `edge` (`.trailing`: a swipe to the
  /// left), or with `fully`, all the way, which runs the first action when the row allows
  /// full swipes (and only reveals them otherwise).
  ///
  /// A row of a `ForEach` with `onDelete` and no trailing swipe actions is deleted by a
  /// full trailing swipe, as in SwiftUI.
  ///
  /// - Parameters:
  ///   - edge: The edge whose actions to reveal.
  ///   - fully: Whether to swipe all the way.
  /// - Throws: ``InspectionError`` if the row is gone or ambiguous, disabled, or has no
  ///   swipe actions on `edge` (nor, for a full trailing swipe, `onDelete`).
  public func swipe(_ edge: HorizontalEdge = .trailing, fully: Bool = false)
    throws(InspectionError)
  {
    defer { inspector.invalidate() }
    let edgeName = edge == .trailing ? "trailing" : "leading"
    let current = try query.match(visibleIn: inspector.index)
    guard current.handlers?.swipeEdges?.contains(edge) == true else {
      if edge == .trailing, fully, current.isDeletable { return try delete() }
      throw query.error(.noSwipeActions(edge: edgeName))
    }
    let distance: CGFloat = fully ? 320 : 80
    let width = edge == .trailing ? -distance : distance
    try perform(
      _GestureEvent(.drag(CGSize(width: width, height: 0))),
      else: .noSwipeActions(edge: edgeName))
  }
}
