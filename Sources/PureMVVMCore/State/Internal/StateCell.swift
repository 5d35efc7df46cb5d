/// What a ``State`` value holds: its first value until a host links it to the persistent
/// ``StateBox`` for its view's identity, and that box afterwards.
///
/// A view is created anew every time its parent's body runs; each new `State` starts with
/// a new cell, and linking makes it read and write the storage its predecessors used.
@usableFromInline final class StateCell<Value>: BindingLocation {
  private(set) var local: Value
  var box: StateBox<Value>?
  /// The type of the box the cell links to, given by the code that makes the cell.
  ///
  /// Code generic over the value looks a box's type up at run time (about 330
  /// instructions) to make one, for every view linked the first time. A `State` is made by
  /// the view's own code, which knows the type without looking it up.
  private let boxType: StateBox<Value>.Type

  /// A cell holding `value`, whose box, once linked, is of `boxType`.
  @usableFromInline init(_ value: Value, boxType: StateBox<Value>.Type) {
    local = value
    self.boxType = boxType
  }

  func get() -> Value { box?.get() ?? local }

  func set(_ value: Value) {
    if let box { box.set(value) } else { local = value }
  }

  func modify(_ body: (inout Value) -> Void) {
    if let box { box.modify(body) } else { body(&local) }
  }

  /// The location a binding should use: the box once linked, so no hop through the cell.
  var location: any BindingLocation<Value> {
    if let box { return box.location }
    return self
  }

  /// Links the cell to the storage at `key` of `context`'s host, made from the cell's
  /// value the first time.
  ///
  /// The storage is asked for under the cell's own type, read from the cell. Asked for
  /// under the box's type, this code, generic over the value, looked that type up at run
  /// time for every view it linked.
  @MainActor
  func link(key: UInt64, in context: ResolveContext) {
    let graph = context.storageGraph
    let storage = graph.state.storage(at: key, for: type(of: self)) {
      boxType.init(local, invalidation: graph.invalidation, key: key)
    }
    // Storage of this kind is only made here, by cells of this type: a box of their value.
    box = unsafeDowncast(storage, to: StateBox<Value>.self)
  }
}
