extension View {
  /// Puts Liquid Glass in a shape behind the view, like SwiftUI's `glassEffect(_:in:)`
  /// (iOS 26); recorded (see ``ElementAttributes/glass``), drawn as the view is.
  ///
  /// - Parameters:
  ///   - glass: The glass; `.identity` for none.
  ///   - shape: Its shape; a capsule unless given.
  /// - Returns: The view.
  nonisolated public func glassEffect(
    _ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()
  ) -> some View {
    let outline = shape._outline
    return attributing { attributes in
      guard glass.variant != .identity else { return }
      attributes.glass = glass
      attributes.glassShape = outline
    }
  }

  /// Gives the view's glass an identity, so glass with the same identity morphs between
  /// states, like SwiftUI's `glassEffectID(_:in:)`; accepted.
  ///
  /// - Parameters:
  ///   - id: The identity.
  ///   - namespace: The namespace of `id`.
  /// - Returns: The view.
  nonisolated public func glassEffectID(
    _ id: (some Hashable & Sendable)?, in namespace: Namespace.ID
  )
    -> some View
  {
    self
  }

  /// Merges the view's glass with other glass of the same identity into one shape, like
  /// SwiftUI's `glassEffectUnion(id:namespace:)`; accepted.
  ///
  /// - Parameters:
  ///   - id: The identity.
  ///   - namespace: The namespace of `id`.
  /// - Returns: The view.
  nonisolated public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID)
    -> some View
  {
    self
  }

  /// Sets how the view's glass comes and goes, like SwiftUI's `glassEffectTransition(_:)`;
  /// accepted.
  ///
  /// - Parameter transition: The transition.
  /// - Returns: The view.
  nonisolated public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
    self
  }

  /// Extends the view under the safe area with mirrored, blurred copies, like SwiftUI's
  /// `backgroundExtensionEffect()` (iOS 26); accepted: the host has no area beyond it.
  ///
  /// - Returns: The view.
  nonisolated public func backgroundExtensionEffect() -> some View {
    self
  }

  /// Extends the view under the safe area, or not; accepted.
  ///
  /// - Parameter isEnabled: Whether to extend it.
  /// - Returns: The view.
  nonisolated public func backgroundExtensionEffect(isEnabled: Bool) -> some View {
    self
  }

  /// Sets how wide the buttons inside are, like SwiftUI's `buttonSizing(_:)` (iOS 26);
  /// read with `@Environment(\.buttonSizing)`.
  ///
  /// - Parameter sizing: The sizing.
  /// - Returns: The view.
  nonisolated public func buttonSizing(_ sizing: ButtonSizing) -> some View {
    environment(\.buttonSizing, sizing)
  }
}
