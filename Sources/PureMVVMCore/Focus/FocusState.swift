/// Which text field has the focus, owned by a view, like SwiftUI's `@FocusState`.
///
/// ```swift
/// enum Field { case email, password }
/// @FocusState private var focus: Field?
/// TextField("Email", text: $email).focused($focus, equals: .email)
/// ```
///
/// Setting the value moves the focus; a test moves it with `find(textField:).focus()`,
/// the console with `focus <field>`, and reads it with `DesignInspector/focusedField`.
/// Its value is kept like ``State``'s.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  /// A binding to a focus state, for `.focused(_:)` and `.focused(_:equals:)`.
  @propertyWrapper
  public struct Binding {
    let location: any BindingLocation<Value>
    /// The storage of the focus state, once a host links it; what a field claims.
    let storage: ObjectIdentifier?

    /// The focus state's value.
    public var wrappedValue: Value {
      get { location.get() }
      nonmutating set { location.set(newValue) }
    }

    /// The binding itself.
    public var projectedValue: FocusState<Value>.Binding { self }
  }

  private let cell: StateCell<Value>
  /// The value when nothing is focused: `nil` or `false`.
  private let none: Value

  init(initial: Value) {
    cell = StateCell(initial, boxType: StateBox<Value>.self)
    none = initial
  }

  // The two public initialisers are declared here, not in extensions: only there do
  // their `where` clauses let `@FocusState private var focus: Field?` default-initialise,
  // so the view's memberwise initialiser needs no argument for it — as in SwiftUI.

  /// Creates a focus state for one field; `false` until it is focused.
  public init() where Value == Bool {
    self.init(initial: false)
  }

  /// Creates a focus state for several fields; `nil` while none of them is focused.
  public init<Field: Hashable>() where Value == Field? {
    self.init(initial: nil)
  }

  /// Which field has the focus; setting it moves the focus.
  public var wrappedValue: Value {
    get { cell.get() }
    nonmutating set { cell.set(newValue) }
  }

  /// A binding for `.focused(_:)` and `.focused(_:equals:)`.
  public var projectedValue: Binding {
    Binding(location: cell.location, storage: cell.box.map(ObjectIdentifier.init))
  }
}

extension FocusState: InstalledProperty {
  func unlinkedCopy() -> FocusState {
    FocusState(initial: cell.local)
  }

  func install(slot: Int, in context: ResolveContext) -> String? {
    cell.link(key: context.storageKey(slot: slot), in: context)
    if let box = cell.box, cell.get() != none {
      let none = self.none
      context.graph.focus.hold(ObjectIdentifier(box)) { box.set(none) }
    }
    return nil
  }
}
