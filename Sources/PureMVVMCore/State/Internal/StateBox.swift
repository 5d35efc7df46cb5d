/// Storage for one ``Stateful`` value; a binding location that mutates it in place.
///
/// Deliberately not `@Observable`: hosts re-resolve after every interaction, so nothing
/// needs to observe it.
final class StateBox<Value>: BindingLocation {
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func get() -> Value { value }

  func set(_ value: Value) { self.value = value }

  func modify(_ body: (inout Value) -> Void) { body(&value) }
}
