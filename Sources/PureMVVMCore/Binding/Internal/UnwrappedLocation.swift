/// A location that reads through an optional base, remembering the last non-nil value.
///
/// Once the base becomes nil, reads return the last value seen and writes are ignored.
final class UnwrappedLocation<Value>: BindingLocation {
  private let base: any BindingLocation<Value?>
  private var lastValue: Value

  init(base: any BindingLocation<Value?>, lastValue: Value) {
    self.base = base
    self.lastValue = lastValue
  }

  func get() -> Value {
    if let value = base.get() {
      lastValue = value
    }
    return lastValue
  }

  func set(_ value: Value) {
    modify { $0 = value }
  }

  func modify(_ body: (inout Value) -> Void) {
    base.modify { optional in
      guard case .some(var value) = optional else { return }
      body(&value)
      optional = value
      lastValue = value
    }
  }
}
