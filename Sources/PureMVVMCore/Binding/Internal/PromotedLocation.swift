/// A location that presents a non-optional base as optional; writing nil is ignored.
final class PromotedLocation<Wrapped>: BindingLocation {
  private let base: any BindingLocation<Wrapped>

  init(base: any BindingLocation<Wrapped>) {
    self.base = base
  }

  func get() -> Wrapped? { base.get() }

  func set(_ value: Wrapped?) {
    if let value {
      base.set(value)
    }
  }

  func modify(_ body: (inout Wrapped?) -> Void) {
    base.modify { wrapped in
      var optional: Wrapped? = wrapped
      body(&optional)
      if let optional {
        wrapped = optional
      }
    }
  }
}
