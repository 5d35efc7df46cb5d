extension View {
  /// Offers assistive technologies an action of a kind, like SwiftUI's
  /// `accessibilityAction(_:_:)`; `inspector.find(…).performAccessibilityAction(.escape)`
  /// runs it.
  ///
  /// - Parameters:
  ///   - actionKind: The kind; activating the element unless given.
  ///   - handler: What the action does.
  /// - Returns: The view.
  nonisolated public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View {
    modifier(AccessibilityActionsModifier(source: .named(actionKind.name, handler)))
  }

  /// Offers assistive technologies a custom action by name.
  ///
  /// - Parameters:
  ///   - name: The action's name.
  ///   - handler: What the action does.
  /// - Returns: The view.
  nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
    -> some View
  {
    accessibilityAction(AccessibilityActionKind(named: name), handler)
  }

  /// Offers assistive technologies a custom action by name.
  ///
  /// - Parameters:
  ///   - nameKey: The action's name.
  ///   - handler: What the action does.
  /// - Returns: The view.
  nonisolated public func accessibilityAction(
    named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void
  ) -> some View {
    accessibilityAction(named: Text(nameKey), handler)
  }

  /// Offers assistive technologies a custom action by name.
  ///
  /// - Parameters:
  ///   - name: The action's name.
  ///   - handler: What the action does.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func accessibilityAction<S: StringProtocol>(
    named name: S, _ handler: @escaping () -> Void
  ) -> some View {
    accessibilityAction(named: Text(name), handler)
  }

  /// Offers assistive technologies a custom action named by a view's text.
  ///
  /// - Parameters:
  ///   - action: What the action does.
  ///   - label: The action's name, as a view.
  /// - Returns: The view.
  nonisolated public func accessibilityAction<Label: View>(
    action: @escaping () -> Void, @ViewBuilder label: () -> Label
  ) -> some View {
    modifier(AccessibilityActionsModifier(source: .labelled(AnyView(label()), action)))
  }

  /// Offers assistive technologies every button in `content` as a custom action named by
  /// its title, like SwiftUI's `accessibilityActions(_:)`.
  ///
  /// - Parameter content: Buttons (and anything else that acts, such as toggles).
  /// - Returns: The view.
  nonisolated public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content)
    -> some View
  {
    modifier(AccessibilityActionsModifier(source: .actingViews(AnyView(content()))))
  }
}
