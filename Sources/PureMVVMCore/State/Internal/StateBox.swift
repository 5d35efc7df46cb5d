/// The persistent storage of one ``State`` or ``Stateful`` value; a binding location that
/// mutates it in place and tells its host that something changed.
final class StateBox<Value>: BindingLocation {
  private var value: Value
  private weak var invalidation: Invalidation?

  init(_ value: Value, invalidation: Invalidation?) {
    self.value = value
    self.invalidation = invalidation
  }

  func get() -> Value { value }

  func set(_ value: Value) {
    self.value = value
    invalidation?.isDirty = true
  }

  func modify(_ body: (inout Value) -> Void) {
    body(&value)
    invalidation?.isDirty = true
  }
}

/// Whether a host's views must be resolved again: set by storage its views changed.
final class Invalidation {
  var isDirty = true
}
