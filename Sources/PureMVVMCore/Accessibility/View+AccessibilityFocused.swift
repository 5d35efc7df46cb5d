extension View {
  /// Marks this view as the one a screen reader focuses while `condition` is `true`;
  /// setting it to `true` moves the focus here.
  ///
  /// - Parameter condition: The focus state.
  /// - Returns: The view.
  nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding)
    -> some View
  {
    accessibilityFocused(condition, equals: true)
  }

  /// Marks this view as the one a screen reader focuses while the focus state equals
  /// `value`; setting it to `value` moves the focus here.
  ///
  /// - Parameters:
  ///   - binding: The focus state.
  ///   - value: The value that means this view.
  /// - Returns: The view.
  nonisolated public func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> some View {
    attributing { attributes in
      var accessibility = attributes.accessibility ?? AccessibilityAttributes()
      accessibility.isFocused = binding.wrappedValue == value
      attributes.accessibility = accessibility
    }
  }
}
