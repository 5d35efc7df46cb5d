extension View {
  /// Plays a symbol effect each time `value` changes, like SwiftUI's
  /// `symbolEffect(_:options:value:)`; recorded, drawn at rest.
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - options: How it runs.
  ///   - value: The value whose changes play it.
  /// - Returns: The view.
  nonisolated public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View {
    self.effect(.symbolEffect(effect.configuration.description, isActive: true))
  }

  /// Runs a symbol effect while `isActive`; recorded, drawn at rest.
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - options: How it runs.
  ///   - isActive: Whether it runs.
  /// - Returns: The view.
  nonisolated public func symbolEffect<T: IndefiniteSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View {
    self.effect(.symbolEffect(effect.configuration.description, isActive: isActive))
  }

  /// Removes the symbol effects of the images inside, like SwiftUI's
  /// `symbolEffectsRemoved(_:)`.
  ///
  /// - Parameter isEnabled: Whether to remove them.
  /// - Returns: The view.
  nonisolated public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
    modifier(SymbolEffectsRemovedModifier(isEnabled: isEnabled))
  }
}
