extension Tab {
  /// The same tab, its tab bar item identified as `identifier`, like SwiftUI's
  /// `accessibilityIdentifier(_:)` on tab content; accepted, as the items of a host's tab
  /// bar are not elements: tests find a tab by its title, with `find(tab:)`.
  ///
  /// - Parameter identifier: The identifier.
  /// - Returns: The tab.
  public func accessibilityIdentifier(_ identifier: String) -> Self {
    self
  }

  /// The same tab, its tab bar item read aloud as `label`; accepted.
  ///
  /// - Parameter label: What VoiceOver reads.
  /// - Returns: The tab.
  public func accessibilityLabel(_ label: Text) -> Self {
    self
  }

  /// The same tab, its tab bar item read aloud as the text of `labelKey`; accepted.
  ///
  /// - Parameter labelKey: What VoiceOver reads.
  /// - Returns: The tab.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Self {
    self
  }

  /// The same tab, its tab bar item read aloud as `label`; accepted.
  ///
  /// - Parameter label: What VoiceOver reads.
  /// - Returns: The tab.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self {
    self
  }

  /// The same tab, its tab bar item with a hint of what choosing it does; accepted.
  ///
  /// - Parameter hint: The hint.
  /// - Returns: The tab.
  public func accessibilityHint(_ hint: Text) -> Self {
    self
  }

  /// The same tab, its tab bar item with a hint of what choosing it does; accepted.
  ///
  /// - Parameter hintKey: The hint.
  /// - Returns: The tab.
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> Self {
    self
  }

  /// The same tab, its tab bar item with a value read after its label; accepted.
  ///
  /// - Parameter value: The value.
  /// - Returns: The tab.
  public func accessibilityValue(_ value: Text) -> Self {
    self
  }

  /// The same tab, its tab bar item with a value read after its label; accepted.
  ///
  /// - Parameter valueKey: The value.
  /// - Returns: The tab.
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> Self {
    self
  }

  /// The same tab, its tab bar item with a context menu, like SwiftUI's
  /// `contextMenu(menuItems:)` on tab content; accepted, as the items of a host's tab bar
  /// are not elements.
  ///
  /// - Parameter menuItems: The menu's items.
  /// - Returns: The tab.
  public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> Self {
    self
  }
}
