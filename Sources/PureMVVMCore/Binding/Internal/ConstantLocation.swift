/// A location that always reads the same value and ignores writes.
final class ConstantLocation<Value>: BindingLocation {
  private let value: Value

  init(_ value: Value) {
    self.value = value
  }

  func get() -> Value { value }

  func set(_ value: Value) {}

  func modify(_ body: (inout Value) -> Void) {}
}
