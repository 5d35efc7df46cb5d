extension View {
  /// Applies effects as the view scrolls in and out of sight, like SwiftUI's
  /// `scrollTransition(_:axis:transition:)`.
  ///
  /// A host draws every view it shows in sight, so the effects are those of the
  /// `.identity` phase.
  ///
  /// - Parameters:
  ///   - configuration: How the phases change; accepted.
  ///   - axis: The scroll axis; accepted.
  ///   - transition: The effects for a phase.
  /// - Returns: The view.
  nonisolated public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    modifier(VisualEffectModifier(source: .given(transition(EmptyVisualEffect(), .identity))))
  }

  /// Applies effects as the view scrolls in and out of sight, configured for each edge,
  /// like SwiftUI's `scrollTransition(topLeading:bottomTrailing:axis:transition:)`: the
  /// effects of the `.identity` phase.
  ///
  /// - Parameters:
  ///   - topLeading: How the phases change at the top or leading edge; accepted.
  ///   - bottomTrailing: How the phases change at the bottom or trailing edge; accepted.
  ///   - axis: The scroll axis; accepted.
  ///   - transition: The effects for a phase.
  /// - Returns: The view.
  nonisolated public func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
    axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    scrollTransition(axis: axis, transition: transition)
  }
}
