/// Where a binding reads and writes its value.
///
/// Each kind of binding source is one conforming class. Projections compose key paths onto
/// the same root location instead of stacking a get/set pair per level, so a write through
/// `$a.b.c.d` applies one key path, not four.
protocol BindingLocation<Value>: AnyObject {
  associatedtype Value

  func get() -> Value
  func set(_ value: Value)
  /// Mutates the value in place where the source allows it (no copy of the root).
  func modify(_ body: (inout Value) -> Void)
  func projecting<Subject>(
    _ keyPath: WritableKeyPath<Value, Subject>
  ) -> any BindingLocation<Subject>
  /// A getter and a setter that reach the value in the fewest calls, for a ``Binding`` to
  /// call directly; `nil` where the location has none better than `get()` and `set(_:)`.
  var accessors: BindingAccessors<Value>? { get }
  /// Whether the location is a view's own `@State`, whose change its host may resolve
  /// alone; a property, not a cast, because every toggle of a list asks.
  var isViewState: Bool { get }
}

extension BindingLocation {
  func projecting<Subject>(
    _ keyPath: WritableKeyPath<Value, Subject>
  ) -> any BindingLocation<Subject> {
    KeyPathLocation(base: self, keyPath: keyPath)
  }

  var accessors: BindingAccessors<Value>? { nil }

  var isViewState: Bool { false }
}
