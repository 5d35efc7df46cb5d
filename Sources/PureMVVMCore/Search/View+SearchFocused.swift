extension View {
  /// Ties the focus of the search field of the nearest `.searchable` inside this view to
  /// a Boolean focus state, like SwiftUI's `searchFocused(_:)`.
  ///
  /// Setting the state to `true` focuses the field, which starts the search; ending the
  /// search (Cancel, `dismissSearch`) sets it to `false`. Other text fields inside are not
  /// tied to it.
  ///
  /// - Parameter condition: `true` while the search field has the focus.
  /// - Returns: The view.
  nonisolated public func searchFocused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(FieldTraitsModifier { $0.searchFocus = FieldTraits.focus(of: condition) })
  }

  /// Ties the focus of the search field of the nearest `.searchable` inside this view to
  /// one value of a focus state, like SwiftUI's `searchFocused(_:equals:)`.
  ///
  /// - Parameters:
  ///   - binding: The focus state.
  ///   - value: The value that means the search field has the focus.
  /// - Returns: The view.
  nonisolated public func searchFocused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View {
    modifier(
      FieldTraitsModifier { $0.searchFocus = FieldTraits.focus(of: binding, equals: value) })
  }
}
