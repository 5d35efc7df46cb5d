/// A key for a value the focused part of the design publishes, like SwiftUI's
/// `FocusedValueKey`.
///
/// ```swift
/// struct SelectedRouteKey: FocusedValueKey { typealias Value = Route }
/// extension FocusedValues {
///   var selectedRoute: Route? {
///     get { self[SelectedRouteKey.self] }
///     set { self[SelectedRouteKey.self] = newValue }
///   }
/// }
/// ```
public protocol FocusedValueKey {
  /// The value's type.
  associatedtype Value
}

/// The values published by `.focusedValue(_:_:)` around the focused view, like SwiftUI's
/// `FocusedValues`.
public struct FocusedValues: Equatable {
  private var values: [ObjectIdentifier: Any] = [:]

  /// Creates an empty set of values, as a design sees when nothing is focused.
  public init() {}

  /// The value for a key; `nil` when nothing around the focused view publishes one.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { values[ObjectIdentifier(key)] as? Key.Value }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// Whether two sets hold the same keys and equal values; values that are not
  /// `Hashable` (bindings, closures) count as equal when both sets hold one.
  public static func == (lhs: FocusedValues, rhs: FocusedValues) -> Bool {
    guard lhs.values.keys == rhs.values.keys else { return false }
    return lhs.values.allSatisfy { key, value in
      guard let left = value as? AnyHashable, let right = rhs.values[key] as? AnyHashable
      else { return true }
      return left == right
    }
  }
}
