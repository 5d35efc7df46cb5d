extension View {
  /// Shows the view under a navigation title, like SwiftUI's `navigationTitle(_:)`.
  ///
  /// - Parameter title: The title.
  /// - Returns: The titled view.
  @_disfavoredOverload
  nonisolated public func navigationTitle(_ title: some StringProtocol) -> some View {
    modifier(NavigationTitleModifier(title: Text(title)))
  }

  /// Shows the view under a navigation title.
  ///
  /// - Parameter titleKey: The title.
  /// - Returns: The titled view.
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    modifier(NavigationTitleModifier(title: Text(titleKey)))
  }

  /// Shows the view under a navigation title made of text.
  ///
  /// - Parameter title: The title.
  /// - Returns: The titled view.
  nonisolated public func navigationTitle(_ title: Text) -> some View {
    modifier(NavigationTitleModifier(title: title))
  }

  /// Shows the view under a navigation title the user may rename; drawn as its value.
  ///
  /// - Parameter title: The title.
  /// - Returns: The titled view.
  nonisolated public func navigationTitle(_ title: Binding<String>) -> some View {
    modifier(NavigationTitleModifier(title: Text(verbatim: title.wrappedValue)))
  }

  /// Disables the view's controls when `disabled` is true, like SwiftUI's `disabled(_:)`.
  ///
  /// It sets the environment's `isEnabled` to `false` below, so a disabled ancestor
  /// disables every control below it; tapping or typing into a disabled control through a
  /// `DesignInspector` throws.
  ///
  /// - Parameter disabled: Whether to disable the controls.
  /// - Returns: The view, disabled or not.
  nonisolated public func disabled(_ disabled: Bool) -> some View {
    modifier(DisabledModifier(isDisabled: disabled))
  }

  /// Gives the view an explicit identity, like SwiftUI's `id(_:)`: a new value is a new
  /// view, so its state starts afresh and its `onAppear` runs again.
  ///
  /// - Parameter id: The identity.
  /// - Returns: The identified view.
  nonisolated public func id(_ id: some Hashable) -> some View {
    modifier(IdentityModifier(id: AnyHashable(id)))
  }
}

/// Titles its content; primitive.
nonisolated struct NavigationTitleModifier: ViewModifier {
  typealias Body = Never
  let title: Text

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    var titleElements: [Element] = []
    title._resolve(in: context.child(1), into: &titleElements)
    elements.append(
      .container(.navigation(title: Element.title(of: titleElements)), context: context) {
        content._resolve(in: $0, into: &$1)
      })
  }
}

/// Resolves its content under an identity of its own; primitive.
nonisolated struct IdentityModifier: ViewModifier {
  typealias Body = Never
  let id: AnyHashable

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(identifiedBy: id), into: &elements)
    if context.recordsScrollIDs, first < elements.endIndex {
      elements[first].withHandlers { $0.scrollID = id }
    }
  }
}

/// Clears `isEnabled` below when disabled; primitive.
nonisolated struct DisabledModifier: ViewModifier {
  typealias Body = Never
  let isDisabled: Bool

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    var context = context.child(0)
    context.environment.isEnabled = context.environment.isEnabled && !isDisabled
    content._resolve(in: context, into: &elements)
  }
}
