/// Which view has the screen reader's focus, owned by a view, like SwiftUI's
/// `@AccessibilityFocusState`.
///
/// ```swift
/// @AccessibilityFocusState private var isScoreFocused: Bool
/// Text(score).accessibilityFocused($isScoreFocused)
/// Button("Check") { isScoreFocused = true }
/// ```
///
/// Setting the value moves the focus to the view marked with that value; the view then
/// reads as focused (`AccessibilityNode.isFocused`). A host has no screen reader to move
/// the focus itself, so the value changes only when the design sets it. Its value is kept
/// like ``State``'s.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  /// A binding to an accessibility focus state, for `.accessibilityFocused(_:)` and
  /// `.accessibilityFocused(_:equals:)`.
  @propertyWrapper
  public struct Binding {
    let location: any BindingLocation<Value>

    /// The focus state's value.
    public var wrappedValue: Value {
      get { location.get() }
      nonmutating set { location.set(newValue) }
    }

    /// The binding itself.
    public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
  }

  private let cell: StateCell<Value>

  init(initial: Value) {
    cell = StateCell(initial, boxType: StateBox<Value>.self)
  }

  // The public initialisers are declared here, not in extensions, so that
  // `@AccessibilityFocusState private var focus: Field?` default-initialises, as
  // `@FocusState` does.

  /// Creates a focus state for one view; `false` until it is focused.
  public init() where Value == Bool {
    self.init(initial: false)
  }

  /// Creates a focus state for several views; `nil` while none of them is focused.
  public init<T: Hashable>() where Value == T? {
    self.init(initial: nil)
  }

  /// Creates a focus state for one view, for the given assistive technologies.
  ///
  /// - Parameter technologies: Accepted; a host has one screen reader.
  public init(for technologies: AccessibilityTechnologies) where Value == Bool {
    self.init(initial: false)
  }

  /// Creates a focus state for several views, for the given assistive technologies.
  ///
  /// - Parameter technologies: Accepted; a host has one screen reader.
  public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
    self.init(initial: nil)
  }

  /// Which view has the focus; setting it moves the focus.
  public var wrappedValue: Value {
    get { cell.get() }
    nonmutating set { cell.set(newValue) }
  }

  /// A binding for `.accessibilityFocused(_:)` and `.accessibilityFocused(_:equals:)`.
  public var projectedValue: Binding {
    Binding(location: cell.location)
  }
}

extension AccessibilityFocusState: InstalledProperty {
  func unlinkedCopy() -> AccessibilityFocusState {
    AccessibilityFocusState(initial: cell.local)
  }

  func install(slot: Int, in context: ResolveContext) -> String? {
    cell.link(key: context.storageKey(slot: slot), in: context)
    return nil
  }
}
