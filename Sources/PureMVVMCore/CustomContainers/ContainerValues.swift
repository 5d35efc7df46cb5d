/// The values views hand to the container that places them, like SwiftUI's
/// `ContainerValues`: extend it with a property per ``ContainerValueKey``.
public struct ContainerValues {
  /// The values set, by key type.
  private var values: [ObjectIdentifier: Any] = [:]

  /// Creates values with every key at its default.
  init() {}

  /// The value for `key`, or its default where no view set it.
  ///
  /// - Parameter key: The key.
  public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
    get { value(for: key, default: Key.defaultValue) }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The value for a key `@Entry` generates (an `EnvironmentKey`), or its default where no
  /// view set it.
  ///
  /// - Parameter key: The key.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { value(for: key, default: Key.defaultValue) }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The value stored for `key`, or `defaultValue` when none is: an optional value stored
  /// as `nil` stays `nil`.
  private func value<Value>(for key: Any.Type, default defaultValue: @autoclosure () -> Value)
    -> Value
  {
    guard let stored = values[ObjectIdentifier(key)] else { return defaultValue() }
    return stored as? Value ?? defaultValue()
  }
}
