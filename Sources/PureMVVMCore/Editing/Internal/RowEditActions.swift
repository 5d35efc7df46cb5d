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

  /// Gives the row at `offset` the actions its modifiers allow (`.deleteDisabled(_:)` and
  /// `.moveDisabled(_:)` take theirs away).
  func attach(to row: inout Element, offset: Int, count: Int) {
    let box = row.box
    let delete = box.value.isDeleteDisabled ? nil : delete
    let move = box.value.isMoveDisabled ? nil : move
    guard delete != nil || move != nil || insert != nil else { return }
    row.withHandlers { handlers in
      if let delete { handlers.rowDeletion = (delete, offset) }
      if let move { handlers.rowMove = (move, offset, count) }
      if let insert { handlers.rowInsertion = (insert, offset) }
    }
  }
}
