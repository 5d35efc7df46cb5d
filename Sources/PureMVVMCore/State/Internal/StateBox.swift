/// The persistent storage of one ``State`` or ``Stateful`` value; a binding location that
/// mutates it in place and tells its host that something changed.
package final class StateBox<Value>: BindingLocation {
  private var value: Value
  private weak var invalidation: Invalidation?

  package init(_ value: Value, invalidation: Invalidation?) {
    self.value = value
    self.invalidation = invalidation
  }

  package func get() -> Value { value }

  package func set(_ value: Value) {
    self.value = value
    invalidation?.isDirty = true
  }

  package func modify(_ body: (inout Value) -> Void) {
    body(&value)
    invalidation?.isDirty = true
  }
}

/// Whether a host's views must be resolved again: set by storage its views changed.
package final class Invalidation {
  package var isDirty = true {
    didSet { if isDirty, !oldValue { onDirty?() } }
  }
  /// Called when state the host's views read changes after a resolution: how a host that
  /// draws on its own (the console) learns it should draw again.
  package var onDirty: (() -> Void)?
}
