/// The values a running animation keeps between calls, by key type, like SwiftUI's
/// `AnimationState`.
public struct AnimationState<Value: VectorArithmetic> {
  private var values: [ObjectIdentifier: Any] = [:]

  /// An empty state.
  public init() {}

  /// The value under `key`, or its default until one is set.
  ///
  /// - Parameter key: The key's type.
  public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}
