extension View {
  /// Shows the view under a navigation title from a localized string resource.
  ///
  /// - Parameter titleResource: The title, a localized string resource.
  /// - Returns: The titled view.
  @_disfavoredOverload
  nonisolated public func navigationTitle(_ titleResource: LocalizedStringResource) -> some View {
    navigationTitle(Text(titleResource))
  }

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

  /// Presents an alert titled by a localized string resource while `isPresented` is true.
  ///
  /// - Parameters:
  ///   - titleResource: The alert's title, a localized string resource.
  ///   - isPresented: Whether the alert shows; its buttons set it back to `false`.
  ///   - actions: The alert's buttons.
  /// - Returns: The view, with the alert.
  @_disfavoredOverload
  nonisolated public func alert<A: View>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(titleResource), isPresented: isPresented, actions: actions)
  }

  /// Presents an alert titled by a localized string resource, with a message.
  ///
  /// - Parameters:
  ///   - titleResource: The alert's title, a localized string resource.
  ///   - isPresented: Whether the alert shows; its buttons set it back to `false`.
  ///   - actions: The alert's buttons.
  ///   - message: The text under the title.
  /// - Returns: The view, with the alert.
  @_disfavoredOverload
  nonisolated public func alert<A: View, M: View>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(titleResource), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert titled by a localized string resource about `data`, while
  /// `isPresented` is true and `data` is not `nil`.
  ///
  /// - Parameters:
  ///   - titleResource: The alert's title, a localized string resource.
  ///   - isPresented: Whether the alert shows; its buttons set it back to `false`.
  ///   - data: What the alert is about, given to `actions`.
  ///   - actions: The alert's buttons, made from `data`.
  /// - Returns: The view, with the alert.
  @_disfavoredOverload
  nonisolated public func alert<A: View, T>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(titleResource), isPresented: isPresented, presenting: data, actions: actions)
  }

  /// Presents an alert titled by a localized string resource about `data`, with a message.
  ///
  /// - Parameters:
  ///   - titleResource: The alert's title, a localized string resource.
  ///   - isPresented: Whether the alert shows; its buttons set it back to `false`.
  ///   - data: What the alert is about, given to `actions` and `message`.
  ///   - actions: The alert's buttons, made from `data`.
  ///   - message: The text under the title, made from `data`.
  /// - Returns: The view, with the alert.
  @_disfavoredOverload
  nonisolated public func alert<A: View, M: View, T>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(
      Text(titleResource), isPresented: isPresented, presenting: data, actions: actions,
      message: message)
  }
}
