extension View {
  /// Sets the label a screen reader reads instead of the view's own text.
  ///
  /// - Parameter label: The label.
  /// - Returns: The view.
  nonisolated public func accessibilityLabel(_ label: Text) -> some View {
    accessibilityAttributes { [plain = label.plainText] in $0.label = plain }
  }

  /// Sets the label a screen reader reads instead of the view's own text.
  ///
  /// - Parameter labelKey: The label.
  /// - Returns: The view.
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
    accessibilityLabel(Text(labelKey))
  }

  /// Sets the label a screen reader reads instead of the view's own text.
  ///
  /// - Parameter label: The label.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    accessibilityLabel(Text(label))
  }

  /// Sets the value a screen reader reads after the label ("50%", "3 of 5").
  ///
  /// - Parameter valueDescription: The value.
  /// - Returns: The view.
  nonisolated public func accessibilityValue(_ valueDescription: Text) -> some View {
    accessibilityAttributes { [plain = valueDescription.plainText] in $0.value = plain }
  }

  /// Sets the value a screen reader reads after the label.
  ///
  /// - Parameter valueKey: The value.
  /// - Returns: The view.
  nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
    accessibilityValue(Text(valueKey))
  }

  /// Sets the value a screen reader reads after the label.
  ///
  /// - Parameter value: The value.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    accessibilityValue(Text(value))
  }

  /// Sets what activating the view does, read after a pause ("Deletes the route.").
  ///
  /// - Parameter hint: The hint.
  /// - Returns: The view.
  nonisolated public func accessibilityHint(_ hint: Text) -> some View {
    accessibilityAttributes { [plain = hint.plainText] in $0.hint = plain }
  }

  /// Sets what activating the view does, read after a pause.
  ///
  /// - Parameter hintKey: The hint.
  /// - Returns: The view.
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
    accessibilityHint(Text(hintKey))
  }

  /// Sets what activating the view does, read after a pause.
  ///
  /// - Parameter hint: The hint.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    accessibilityHint(Text(hint))
  }

  /// Hides the view and everything in it from screen readers, or shows it again.
  ///
  /// - Parameter hidden: Whether it is hidden.
  /// - Returns: The view.
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View {
    accessibilityAttributes { $0.isHidden = hidden }
  }

  /// Adds traits to the view's own, such as `.isHeader`.
  ///
  /// - Parameter traits: The traits.
  /// - Returns: The view.
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    accessibilityAttributes {
      $0.addedTraits.formUnion(traits)
      $0.removedTraits.subtract(traits)
    }
  }

  /// Removes traits from the view's own, such as `.isButton`.
  ///
  /// - Parameter traits: The traits.
  /// - Returns: The view.
  nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    accessibilityAttributes {
      $0.removedTraits.formUnion(traits)
      $0.addedTraits.subtract(traits)
    }
  }

  /// Makes the view one accessibility element, treating its children as `children` says.
  ///
  /// - Parameter children: How the children are read; `.ignore` by default.
  /// - Returns: The view.
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> some View
  {
    accessibilityAttributes { $0.children = children }
  }

  /// Sets the identifier tests find the view by (`find(identifier:)`); it is not spoken.
  ///
  /// - Parameter identifier: The identifier.
  /// - Returns: The view.
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View {
    accessibilityAttributes { $0.identifier = identifier }
  }

  /// Sets where the view is read among its siblings: higher priorities first.
  ///
  /// - Parameter sortPriority: The priority; 0 by default.
  /// - Returns: The view.
  nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    accessibilityAttributes { $0.sortPriority = sortPriority }
  }

  /// Changes the accessibility attributes of the elements the view produces.
  nonisolated func accessibilityAttributes(
    _ change: @escaping (inout AccessibilityAttributes) -> Void
  ) -> some View {
    attributing { attributes in
      var accessibility = attributes.accessibility ?? AccessibilityAttributes()
      change(&accessibility)
      attributes.accessibility = accessibility
    }
  }
}
