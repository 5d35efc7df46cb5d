/// What a ``State`` value holds: its first value until a host links it to the persistent
/// ``StateBox`` for its view's identity, and that box afterwards.
///
/// A view is created anew every time its parent's body runs; each new `State` starts with
/// a new cell, and linking makes it read and write the storage its predecessors used.
final class StateCell<Value>: BindingLocation {
  private(set) var local: Value
  var box: StateBox<Value>?

  init(_ value: Value) {
    local = value
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
    if let box { return box }
    return self
  }

  /// Links the cell to the storage at `key` of `context`'s host, made from the cell's
  /// value the first time.
  @MainActor
  func link(key: UInt64, in context: ResolveContext) {
    let graph = context.storageGraph
    box = graph.state.storage(at: key) {
      StateBox(local, invalidation: graph.invalidation, key: key)
    }
  }
}
