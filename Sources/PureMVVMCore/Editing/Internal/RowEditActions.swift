import Foundation

/// What a `ForEach` lets the user do to its rows: delete, move, drop items between them.
struct RowEditActions {
  var delete: ((IndexSet) -> Void)?
  var move: ((IndexSet, Int) -> Void)?
  var insert: ((Int, [NSItemProvider]) -> Void)?

  init() {}

  /// The actions `editActions` allows on a bound collection that can be moved in, not
  /// resized: moves.
  init<C: MutableCollection>(_ data: Binding<C>, _ editActions: EditActions<C>) {
    if editActions.rawValue & 2 != 0 {
      move = { data.wrappedValue.move(fromOffsets: $0, toOffset: $1) }
    }
  }

  /// The actions `editActions` allows on a bound collection: each changes the collection.
  init<C: MutableCollection & RangeReplaceableCollection>(
    _ data: Binding<C>, _ editActions: EditActions<C>
  ) {
    if editActions.contains(.delete) {
      delete = { data.wrappedValue.remove(atOffsets: $0) }
    }
    if editActions.contains(.move) {
      move = { data.wrappedValue.move(fromOffsets: $0, toOffset: $1) }
    }
  }

  /// Whether any action is set.
  var isEditable: Bool { delete != nil || move != nil || insert != nil }

  /// The handlers the rows of a `ForEach` of `count` rows share.
  ///
  /// They hold its actions; each row's offset is the row's own (`Element.rowOffset`). One
  /// box for every row, instead of one allocated for each.
  func sharedHandlers(count: Int) -> ElementHandlers {
    let handlers = ElementHandlers()
    give(delete, move, count: count, to: handlers)
    return handlers
  }

  /// Gives the row at `offset` the actions its modifiers allow (`.deleteDisabled(_:)` and
  /// `.moveDisabled(_:)` take theirs away): `shared` (from ``sharedHandlers(count:)``) when
  /// they allow every one and the row has no handlers of its own, else a box of its own.
  func attach(to row: inout Element, offset: Int, count: Int, sharing shared: ElementHandlers) {
    // Which actions the row keeps, worked out as flags: copying the actions themselves
    // retained and released them for every row.
    let attributes = row.box
    let deletes = delete != nil && !attributes.value.isDeleteDisabled
    let moves = move != nil && !attributes.value.isMoveDisabled
    guard deletes || moves || insert != nil else { return }
    let innerOffset = row.rowOffset
    if row.handlers == nil, deletes == (delete != nil), moves == (move != nil) {
      row.share(shared, asRowAt: offset)
    } else {
      row.rowOffset = offset
      row.withHandlers { handlers in
        Self.pin(handlers, at: innerOffset)
        give(deletes ? delete : nil, moves ? move : nil, count: count, to: handlers)
      }
    }
  }

  /// Makes the row actions `handlers` already hold, from a `ForEach` whose row is also a
  /// row of this one (`ForEach` in `ForEach`), act on the row at `offset` in that inner
  /// data: the element's own offset is about to become this `ForEach`'s.
  private static func pin(_ handlers: ElementHandlers, at offset: Int) {
    if let delete = handlers.rowDeletion {
      handlers.rowDeletion = { _ in delete(IndexSet(integer: offset)) }
    }
    if let (move, count) = handlers.rowMove {
      handlers.rowMove = ({ _, destination in move(IndexSet(integer: offset), destination) }, count)
    }
    if let insert = handlers.rowInsertion {
      handlers.rowInsertion = { _, items in insert(offset, items) }
    }
  }

  /// Sets `delete`, `move` (among `count` rows) and this list's insert action in
  /// `handlers`, those that are not `nil`.
  private func give(
    _ delete: ((IndexSet) -> Void)?, _ move: ((IndexSet, Int) -> Void)?, count: Int,
    to handlers: ElementHandlers
  ) {
    if let delete { handlers.rowDeletion = delete }
    if let move { handlers.rowMove = (move, count) }
    if let insert { handlers.rowInsertion = insert }
  }
}
