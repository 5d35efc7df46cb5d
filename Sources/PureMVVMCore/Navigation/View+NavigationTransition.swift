extension View {
  /// Sets how this screen comes in when pushed or presented, like SwiftUI's
  /// `navigationTransition(_:)` (iOS 18); accepted: a host shows it at once.
  ///
  /// - Parameter style: The transition, such as `.zoom(sourceID:in:)`.
  /// - Returns: The view.
  nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View {
    self
  }

  /// Marks the view as where a zoom transition starts, like SwiftUI's
  /// `matchedTransitionSource(id:in:)` (iOS 18); accepted.
  ///
  /// - Parameters:
  ///   - id: The source's identity.
  ///   - namespace: The namespace of `id`.
  /// - Returns: The view.
  nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID)
    -> some View
  {
    self
  }

  /// Marks the view as where a zoom transition starts, with a look of its own; accepted.
  ///
  /// - Parameters:
  ///   - id: The source's identity.
  ///   - namespace: The namespace of `id`.
  ///   - configuration: The source's look.
  /// - Returns: The view.
  nonisolated public func matchedTransitionSource(
    id: some Hashable, in namespace: Namespace.ID,
    configuration: (EmptyMatchedTransitionSourceConfiguration) ->
      some MatchedTransitionSourceConfiguration
  ) -> some View {
    self
  }
}
