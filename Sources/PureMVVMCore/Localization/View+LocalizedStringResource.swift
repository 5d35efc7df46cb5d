extension View {
  /// Gives the screen a subtitle from a localized string resource.
  ///
  /// - Parameter subtitleResource: The subtitle, a localized string resource.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func navigationSubtitle(_ subtitleResource: LocalizedStringResource)
    -> some View
  {
    navigationSubtitle(Text(subtitleResource))
  }

  /// Labels the view for assistive technologies with a localized string resource.
  ///
  /// - Parameter label: The label, a localized string resource.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func accessibilityLabel(_ label: LocalizedStringResource) -> some View {
    accessibilityLabel(Text(label))
  }

  /// Says what using the view does, with a localized string resource.
  ///
  /// - Parameter hint: The hint, a localized string resource.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func accessibilityHint(_ hint: LocalizedStringResource) -> some View {
    accessibilityHint(Text(hint))
  }

  /// Describes the view's value with a localized string resource.
  ///
  /// - Parameter valueResource: The value's description, a localized string resource.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func accessibilityValue(_ valueResource: LocalizedStringResource) -> some View
  {
    accessibilityValue(Text(valueResource))
  }

  /// Offers an action named by a localized string resource to assistive technologies.
  ///
  /// - Parameters:
  ///   - nameResource: The action's name, a localized string resource.
  ///   - handler: What the action does.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func accessibilityAction(
    named nameResource: LocalizedStringResource, _ handler: @escaping () -> Void
  ) -> some View {
    accessibilityAction(named: Text(nameResource), handler)
  }

  /// Shows a dialog of actions titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - isPresented: Whether it is shown.
  ///   - titleVisibility: Whether the title shows.
  ///   - actions: Its buttons.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func confirmationDialog<A: View>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      Text(titleResource), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions)
  }

  /// Gives the view help text from a localized string resource.
  ///
  /// - Parameter textResource: The help text, a localized string resource.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func help(_ textResource: LocalizedStringResource) -> some View {
    help(Text(textResource))
  }

  /// Gives the view a search field whose prompt is a localized string resource.
  ///
  /// - Parameters:
  ///   - text: The text it shows and edits.
  ///   - placement: Where the field shows.
  ///   - prompt: Shown while it is empty.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringResource
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// Badges the view with a localized string resource.
  ///
  /// - Parameter resource: The badge, a localized string resource; `nil` for none.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func badge(_ resource: LocalizedStringResource?) -> some View {
    badge(resource.map { Text($0) })
  }
}
