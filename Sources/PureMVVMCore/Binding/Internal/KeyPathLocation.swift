/// A location reached from a root location through one (possibly composed) key path.
final class KeyPathLocation<Root, Value>: BindingLocation {
  private let base: any BindingLocation<Root>
  private let keyPath: WritableKeyPath<Root, Value>

  init(base: any BindingLocation<Root>, keyPath: WritableKeyPath<Root, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  func get() -> Value { base.get()[keyPath: keyPath] }

  func set(_ value: Value) {
    base.modify { $0[keyPath: keyPath] = value }
  }

  func modify(_ body: (inout Value) -> Void) {
    base.modify { body(&$0[keyPath: keyPath]) }
  }

  func projecting<Subject>(
    _ keyPath: WritableKeyPath<Value, Subject>
  ) -> any BindingLocation<Subject> {
    KeyPathLocation<Root, Subject>(base: base, keyPath: self.keyPath.appending(path: keyPath))
  }
}
