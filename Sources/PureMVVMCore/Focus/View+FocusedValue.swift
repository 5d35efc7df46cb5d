extension View {
  /// Publishes a value while a view inside this one has the focus, for `@FocusedValue`,
  /// like SwiftUI's `focusedValue(_:_:)`.
  ///
  /// - Parameters:
  ///   - keyPath: The value's property on ``FocusedValues``.
  ///   - value: The value.
  /// - Returns: The view.
  nonisolated public func focusedValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
  ) -> some View {
    modifier(FocusedValueModifier(keyPath: keyPath, value: value, isSceneWide: false))
  }

  /// Publishes a value, or none, while a view inside this one has the focus.
  ///
  /// - Parameters:
  ///   - keyPath: The value's property on ``FocusedValues``.
  ///   - value: The value; `nil` publishes nothing.
  /// - Returns: The view.
  nonisolated public func focusedValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  ) -> some View {
    modifier(FocusedValueModifier(keyPath: keyPath, value: value, isSceneWide: false))
  }

  /// Publishes a value for as long as the view is shown, focused or not, like SwiftUI's
  /// `focusedSceneValue(_:_:)`.
  ///
  /// - Parameters:
  ///   - keyPath: The value's property on ``FocusedValues``.
  ///   - value: The value.
  /// - Returns: The view.
  nonisolated public func focusedSceneValue<T>(
    _ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T
  )
    -> some View
  {
    modifier(FocusedValueModifier(keyPath: keyPath, value: value, isSceneWide: true))
  }

  /// Publishes a value, or none, for as long as the view is shown.
  ///
  /// - Parameters:
  ///   - keyPath: The value's property on ``FocusedValues``.
  ///   - value: The value; `nil` publishes nothing.
  /// - Returns: The view.
  nonisolated public func focusedSceneValue<T>(
    _ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?
  )
    -> some View
  {
    modifier(FocusedValueModifier(keyPath: keyPath, value: value, isSceneWide: true))
  }
}
