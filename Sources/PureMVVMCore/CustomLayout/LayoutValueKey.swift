/// A key for a value a view gives the layout it is placed by, like SwiftUI's
/// `LayoutValueKey`; set with `.layoutValue(key:value:)`, read with `subview[Key.self]`.
public protocol LayoutValueKey {
  /// The value's type.
  associatedtype Value

  /// The value of a view that sets none.
  static var defaultValue: Value { get }
}

extension View {
  /// Gives the layout that places this view a value for `key`.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - value: The value.
  /// - Returns: The view.
  nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(ElementHandlersModifier { $0.layoutValues[ObjectIdentifier(key)] = value })
  }
}
