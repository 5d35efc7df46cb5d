/// A location inside an object, reached through a reference-writable key path.
///
/// Writes mutate the object in place, so a projection into a large value copies nothing.
final class ReferenceLocation<Root: AnyObject, Value>: BindingLocation {
  private let object: Root
  private let keyPath: ReferenceWritableKeyPath<Root, Value>

  init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.object = object
    self.keyPath = keyPath
  }

  func get() -> Value { object[keyPath: keyPath] }

  func set(_ value: Value) { object[keyPath: keyPath] = value }

  func modify(_ body: (inout Value) -> Void) { body(&object[keyPath: keyPath]) }

  func projecting<Subject>(
    _ keyPath: WritableKeyPath<Value, Subject>
  ) -> any BindingLocation<Subject> {
    ReferenceLocation<Root, Subject>(object: object, keyPath: self.keyPath.appending(path: keyPath))
  }
}
