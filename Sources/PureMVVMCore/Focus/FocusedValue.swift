import Observation

/// Reads a value the focused part of the design publishes, like SwiftUI's `FocusedValue`.
///
/// ```swift
/// @FocusedValue(\.selectedRoute) private var route
/// ```
///
/// A `.focusedValue(\.selectedRoute, route)` publishes while a view inside it has the
/// focus (a `.focusedSceneValue` always); the value is `nil` otherwise. As in SwiftUI it
/// is read from the last resolution, and a change resolves the design once more.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  private let keyPath: KeyPath<FocusedValues, Value?>
  private var cell = FocusedValueCell()

  /// Reads the value at `keyPath`.
  ///
  /// - Parameter keyPath: The value's property on ``FocusedValues``.
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
    self.keyPath = keyPath
  }

  /// Reads the `@Observable` object of type `objectType` that `.focusedValue(_:)` publishes.
  ///
  /// - Parameter objectType: The object's type.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.keyPath = \FocusedValues.[object: ObjectKey<Value>()]
  }

  /// The value published around the focused view, or `nil`.
  public var wrappedValue: Value? { cell.values[keyPath: keyPath] }
}

extension FocusedValue: InstalledProperty {
  func unlinkedCopy() -> FocusedValue {
    var copy = self
    copy.cell = FocusedValueCell()
    return copy
  }

  func install(slot: Int, in context: ResolveContext) -> String? {
    cell.link(in: context)
    return nil
  }
}

/// Reads and writes a binding the focused part of the design publishes, like SwiftUI's
/// `FocusedBinding`.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  private let keyPath: KeyPath<FocusedValues, Binding<Value>?>
  private var cell = FocusedValueCell()

  /// Reads the binding at `keyPath`.
  ///
  /// - Parameter keyPath: The binding's property on ``FocusedValues``.
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
    self.keyPath = keyPath
  }

  /// The bound value, or `nil` when nothing publishes the binding; setting writes
  /// through it, and does nothing without one.
  public var wrappedValue: Value? {
    get { cell.values[keyPath: keyPath]?.wrappedValue }
    nonmutating set {
      guard let newValue else { return }
      cell.values[keyPath: keyPath]?.wrappedValue = newValue
    }
  }

  /// A binding to the bound value: `nil` when nothing publishes the binding, and setting
  /// `nil` does nothing.
  public var projectedValue: Binding<Value?> {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }
}

extension FocusedBinding: InstalledProperty {
  func unlinkedCopy() -> FocusedBinding {
    var copy = self
    copy.cell = FocusedValueCell()
    return copy
  }

  func install(slot: Int, in context: ResolveContext) -> String? {
    cell.link(in: context)
    return nil
  }
}

/// The focused values a property read in its view's last resolution.
final class FocusedValueCell {
  var values = FocusedValues()

  /// Reads the focused values of the last resolution, and asks the graph to resolve the
  /// design again when they change.
  @MainActor func link(in context: ResolveContext) {
    context.graph.readsFocusedValues = true
    values = context.graph.focusedValues
  }
}
