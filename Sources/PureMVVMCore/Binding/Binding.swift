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
  /// Direct accessors, so a root binding costs one closure call, not a dynamic dispatch,
  /// and a stored-property projection of a closure root calls the root closures directly.
  private let getter: () -> Value
  private let setter: (Value) -> Void
  /// The transaction of the binding's own, if any: writes run under it.
  var transactionBox: TransactionBox?

  init(location: any BindingLocation<Value>, transactionBox: TransactionBox? = nil) {
    self.location = location
    self.transactionBox = transactionBox
    if let accessors = location.accessors {
      getter = accessors.get
      setter = accessors.set
    } else {
      getter = { location.get() }
      setter = { location.set($0) }
    }
  }

  /// Creates a binding from a closure that reads the value and one that writes it.
  ///
  /// - Parameters:
  ///   - get: Returns the current value.
  ///   - set: Stores a new value.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.location = ClosureLocation(get: get, set: set)
    self.getter = get
    self.setter = set
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
    get { getter() }
    nonmutating set {
      guard let box = transactionBox else { return setter(newValue) }
      withTransaction(box.transaction) { setter(newValue) }
    }
  }

  /// The transaction the binding's writes run under, like SwiftUI's `transaction`: an empty
  /// one unless given, as ``animation(_:)`` and ``transaction(_:)`` do.
  public var transaction: Transaction {
    get { transactionBox?.transaction ?? Transaction() }
    set { transactionBox = TransactionBox(newValue) }
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
    Binding<Subject>(location: location.projecting(keyPath), transactionBox: transactionBox)
  }
}

/// A binding is a dynamic property, as in SwiftUI: a view's `@Binding` is one, though it
/// holds nothing a host links.
extension Binding: DynamicProperty {}

/// A binding to a sendable value is sendable, as SwiftUI declares, so a `Shape` or another
/// sendable type can hold a `@Binding`.
///
/// Safety: not proven by the compiler, and not provable here. A binding is two accessors
/// onto storage its author owns, and this library's `Binding(get:set:)` takes closures that
/// need not be sendable (recent SwiftUI SDKs ask for `@Sendable` ones; designs written for
/// earlier ones pass plain closures). The conformance repeats SwiftUI's own promise so a
/// design that relies on it compiles. Every binding this library makes is read and written
/// by views and inspectors on the main actor; one carried off it is as safe as the storage
/// under it, and Swift 6 does not flag a race through it (*Differences from SwiftUI*).
extension Binding: @unchecked Sendable where Value: Sendable {}
