/// A location backed by a getter and a setter, as given to `Binding(get:set:)`.
final class ClosureLocation<Value>: BindingLocation {
  private let getter: () -> Value
  private let setter: (Value) -> Void

  init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }

  func get() -> Value { getter() }

  func set(_ value: Value) { setter(value) }

  var accessors: BindingAccessors<Value>? { BindingAccessors(get: getter, set: setter) }

  func modify(_ body: (inout Value) -> Void) {
    var value = getter()
    body(&value)
    setter(value)
  }
}
