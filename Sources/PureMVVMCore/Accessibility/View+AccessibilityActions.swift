extension View {
  /// Offers assistive technologies an action of a kind, like SwiftUI's
  /// `accessibilityAction(_:_:)`; `inspector.find(…).performAccessibilityAction(.escape)`
  /// runs it.
  ///
  /// - Parameters:
  ///   - actionKind: The kind; activating the element unless given.
  ///   - handler: What the action does.
  /// - Returns: The view.
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View {
    modifier(AccessibilityActionsModifier { _ in [(actionKind.name, handler)] })
  }

  /// Offers assistive technologies a custom action by name.
  ///
  /// - Parameters:
  ///   - name: The action's name.
  ///   - handler: What the action does.
  /// - Returns: The view.
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
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
  public func accessibilityAction(
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
  public func accessibilityAction<S: StringProtocol>(
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
  public func accessibilityAction<Label: View>(
    action: @escaping () -> Void, @ViewBuilder label: () -> Label
  ) -> some View {
    let label = label()
    return modifier(
      AccessibilityActionsModifier { context in
        var elements: [Element] = []
        label._resolve(in: context, into: &elements)
        return [(Element.title(of: elements), action)]
      })
  }

  /// Offers assistive technologies every button in `content` as a custom action named by
  /// its title, like SwiftUI's `accessibilityActions(_:)`.
  ///
  /// - Parameter content: Buttons (and anything else that acts, such as toggles).
  /// - Returns: The view.
  public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content)
    -> some View
  {
    let content = content()
    return modifier(
      AccessibilityActionsModifier { context in
        var elements: [Element] = []
        content._resolve(in: context, into: &elements)
        return elements.flatMap(AccessibilityActionsModifier.actions(in:))
      })
  }
}
