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
  /// A value and the view that published it.
  private struct Entry {
    let value: Any
    let publisher: UInt64
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  /// The identity of the view whose values are set next; it tells apart values that are
  /// not `Hashable` (bindings, closures) published by different views.
  private var publisher: UInt64 = 0

  /// Creates an empty set of values, as a design sees when nothing is focused.
  public init() {}

  /// The value for a key; `nil` when nothing around the focused view publishes one.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { entries[ObjectIdentifier(key)]?.value as? Key.Value }
    set { entries[ObjectIdentifier(key)] = newValue.map { Entry(value: $0, publisher: publisher) } }
  }

  /// The value for a key `@Entry` generates (an `EnvironmentKey`, whose default is `nil`
  /// for an optional value), or its default when nothing publishes one.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      guard let entry = entries[ObjectIdentifier(key)] else { return Key.defaultValue }
      return entry.value as? Key.Value ?? Key.defaultValue
    }
    set { entries[ObjectIdentifier(key)] = Entry(value: newValue, publisher: publisher) }
  }

  /// The `@Observable` object of type `Object` published by `.focusedValue(_:)`.
  subscript<Object>(object key: ObjectKey<Object>) -> Object? {
    get { entries[ObjectIdentifier(ObjectKey<Object>.self)]?.value as? Object }
    set { set(newValue, at: ObjectIdentifier(ObjectKey<Object>.self)) }
  }

  /// The `ObservableObject` of type `Object` published by `.focusedObject(_:)`, apart from
  /// the `@Observable` objects, as in SwiftUI.
  subscript<Object>(observableObject key: ObservableObjectKey<Object>) -> Object? {
    get { entries[ObjectIdentifier(ObservableObjectKey<Object>.self)]?.value as? Object }
    set { set(newValue, at: ObjectIdentifier(ObservableObjectKey<Object>.self)) }
  }

  /// Keeps `value` at `key`, published by the current publisher, or removes it.
  private mutating func set(_ value: Any?, at key: ObjectIdentifier) {
    entries[key] = value.map { Entry(value: $0, publisher: publisher) }
  }

  /// Whether two sets hold the same keys and equal values.
  ///
  /// Objects are equal when they are the same object. Other values that are not
  /// `Hashable` (bindings, closures) count as equal when the same view published them.
  public static func == (lhs: FocusedValues, rhs: FocusedValues) -> Bool {
    guard lhs.entries.keys == rhs.entries.keys else { return false }
    return lhs.entries.allSatisfy { key, entry in
      guard let other = rhs.entries[key] else { return false }
      if type(of: entry.value) is AnyClass {
        return ObjectIdentifier(entry.value as AnyObject)
          == ObjectIdentifier(other.value as AnyObject)
      }
      guard let left = entry.value as? AnyHashable, let right = other.value as? AnyHashable
      else { return entry.publisher == other.publisher }
      return left == right
    }
  }

  /// Publishes `value` at `keyPath` for the view at `publisher`, unless a view nearer the
  /// focus published one already.
  mutating func publish<Value>(
    _ value: Value, at keyPath: WritableKeyPath<FocusedValues, Value?>, by publisher: UInt64
  ) {
    guard self[keyPath: keyPath] == nil else { return }
    self.publisher = publisher
    self[keyPath: keyPath] = value
    self.publisher = 0
  }

  /// Adds the values of `other` for the keys this set has no value for.
  package mutating func fill(from other: FocusedValues) {
    entries.merge(other.entries) { mine, _ in mine }
  }
}

/// The key under which an `@Observable` object is published by its type.
struct ObjectKey<Object>: Hashable {}

/// The key under which an `ObservableObject` is published by its type.
struct ObservableObjectKey<Object>: Hashable {}
