/// A value a view owns, kept by its host for as long as the view is in the tree, like
/// SwiftUI's `@State`.
///
/// ```swift
/// struct CounterView: View {
///   @State private var count = 0
///   var body: some View {
///     Button("Count: \(count)") { count += 1 }
///   }
/// }
/// ```
///
/// The initial value is used once per identity: the first time the view appears at its
/// place in the tree (its structural position, its `ForEach` id, its `.id(_:)`). The value
/// survives every re-resolution; when the view leaves the tree its state is dropped, and a
/// view that comes back starts again from its initial value, as in SwiftUI. `$count` is a
/// ``Binding``.
///
/// Read outside a host (before any inspector, console or preview resolved the view), the
/// value is the initial one and writes are kept only by this copy of the view.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  @usableFromInline let cell: StateCell<Value>

  /// Creates state with an initial value.
  ///
  /// - Parameter value: The value the view starts with.
  @inlinable public init(wrappedValue value: Value) {
    // Inlinable, so the view's own code makes the cell and names its box's type, knowing
    // both: code generic over the value looked them up at run time, for every view made.
    cell = StateCell(value, boxType: StateBox<Value>.self)
  }

  /// Creates state with an initial value.
  ///
  /// - Parameter value: The value the view starts with.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The current value; setting it makes the host resolve the view again.
  public var wrappedValue: Value {
    get { cell.get() }
    nonmutating set { cell.set(newValue) }
  }

  /// A binding to the value, for a child view that edits it.
  public var projectedValue: Binding<Value> {
    Binding(location: cell.location)
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates state whose initial value is `nil`.
  public init() {
    self.init(wrappedValue: nil)
  }
}

extension State: InstalledProperty {
  func unlinkedCopy() -> State {
    State(wrappedValue: cell.local)
  }

  func install(slot: Int, in context: ResolveContext) -> String? {
    cell.link(key: context.storageKey(slot: slot), in: context)
    return nil
  }
}
