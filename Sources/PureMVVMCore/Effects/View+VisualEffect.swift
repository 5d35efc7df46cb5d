extension View {
  /// Applies effects worked out from the view's geometry, like SwiftUI's
  /// `visualEffect(_:)`: they change how it is drawn, never its layout.
  ///
  /// The proxy describes the space the view is offered, as a `GeometryReader` in its place
  /// would see it.
  ///
  /// - Parameter effect: The effects, from the empty effect and the view's geometry.
  /// - Returns: The view.
  nonisolated public func visualEffect(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  ) -> some View {
    modifier(VisualEffectModifier(source: .geometry { effect(EmptyVisualEffect(), $0) }))
  }
}
