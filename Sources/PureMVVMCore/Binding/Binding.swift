/// A two-way reference to a value that something else owns.
///
/// `Binding` mirrors the SwiftUI type of the same name, without depending on any UI
/// framework. A design declares `@Binding var enteredUserName: String`; its memberwise
/// initializer then takes a `Binding<String>`, exactly as in SwiftUI.
///
/// ```swift
/// struct NameDesign: View {
///   @Binding var name: String
///   var body: some View { TextField("Name", text: $name) }
/// }
/// NameDesign(name: .constant("Mike"))
/// ```
///
/// Projections such as `$model.items[2].name` compose key paths onto the binding's root,
/// so a write through a deep projection applies one key path instead of re-reading and
/// re-writing every level in between.
///
/// Write rules that differ from SwiftUI are deliberate and tested: an unwrapped binding
/// (``init(_:)-(Binding<Value?>)``) whose base later becomes `nil` keeps returning its last
/// value and ignores writes instead of trapping; writing `nil` through a promoted binding is
/// ignored.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  let location: any BindingLocation<Value>
  /// Direct accessors where the location has them, so a closure root costs one closure
  /// call, not a dynamic dispatch, and a stored-property projection of one calls the root
  /// closures directly; `nil` for other locations, which are called as they are.
  ///
  /// Not closures wrapping every other location: each binding to a view's `@State` made
  /// two of them, two allocations for every row with a toggle.
  private let accessors: BindingAccessors<Value>?

  init(location: any BindingLocation<Value>) {
    self.location = location
    accessors = location.accessors
  }

  /// Creates a binding from a closure that reads the value and one that writes it.
  ///
  /// - Parameters:
  ///   - get: Returns the current value.
  ///   - set: Stores a new value.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.location = ClosureLocation(get: get, set: set)
    accessors = BindingAccessors(get: get, set: set)
  }

  /// Creates a binding that always reads `value` and ignores every write.
  ///
  /// - Parameter value: The value the binding returns.
  /// - Returns: A read-only binding, handy in previews and tests.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: ConstantLocation(value))
  }

  /// The value the binding refers to; setting it writes through to the source.
  public var wrappedValue: Value {
    get {
      if let accessors { return accessors.get() }
      return location.get()
    }
    nonmutating set {
      if let accessors { return accessors.set(newValue) }
      location.set(newValue)
    }
  }

  /// Creates a binding from another, so a closure can take `{ $route in … }`.
  ///
  /// - Parameter projectedValue: The binding to wrap.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// The binding itself, so `$name` inside a design is a `Binding`.
  public var projectedValue: Binding<Value> { self }

  /// Creates a binding to a property or subscript of the value, through a key path.
  ///
  /// - Parameter keyPath: A writable key path from `Value` to the member.
  /// - Returns: A binding that reads and writes that member of this binding's value.
  /// - Complexity: O(1) to create; a read or write applies a single composed key path.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    Binding<Subject>(location: location.projecting(keyPath))
  }
}

/// A binding is a dynamic property, as in SwiftUI: a view's `@Binding` is one, though it
/// holds nothing a host links.
extension Binding: DynamicProperty {}
