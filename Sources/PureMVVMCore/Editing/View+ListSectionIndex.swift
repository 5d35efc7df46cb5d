extension View {
  /// Sets whether lists in this view show their section index, like SwiftUI's
  /// `listSectionIndexVisibility(_:)` (iOS 26); accepted, as the index is not drawn.
  ///
  /// - Parameter visibility: Whether the index shows.
  /// - Returns: The view.
  nonisolated public func listSectionIndexVisibility(_ visibility: Visibility) -> some View {
    self
  }

  /// Sets this section's entry in its list's section index, like SwiftUI's
  /// `sectionIndexLabel(_:)` (iOS 26); accepted.
  ///
  /// - Parameter label: The entry, usually one letter; `nil` for none.
  /// - Returns: The view.
  nonisolated public func sectionIndexLabel(_ label: Text?) -> some View {
    self
  }

  /// Sets this section's entry in its list's section index from a localized key; accepted.
  ///
  /// - Parameter label: The entry; `nil` for none.
  /// - Returns: The view.
  nonisolated public func sectionIndexLabel(_ label: LocalizedStringKey?) -> some View {
    self
  }

  /// Sets this section's entry in its list's section index from a string; accepted.
  ///
  /// - Parameter label: The entry; `nil` for none.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func sectionIndexLabel<S: StringProtocol>(_ label: S?) -> some View {
    self
  }
}
