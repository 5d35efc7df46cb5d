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
    addingSymbolEffect(
      .symbolEffect(effect.configuration.description, isActive: true, options: options))
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
    addingSymbolEffect(
      .symbolEffect(effect.configuration.description, isActive: isActive, options: options))
  }

  /// Removes the symbol effects this view inherits, like SwiftUI's
  /// `symbolEffectsRemoved(_:)`: effects added inside it still reach its images.
  ///
  /// - Parameter isEnabled: Whether to remove them.
  /// - Returns: The view.
  nonisolated public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
    transformEnvironment(\.symbolEffects) { if isEnabled { $0 = [] } }
  }

  /// Adds `effect` to those the SF Symbols below record.
  nonisolated private func addingSymbolEffect(_ effect: ElementEffect) -> some View {
    transformEnvironment(\.symbolEffects) { $0.append(effect) }
  }
}

extension EnvironmentValues {
  /// The symbol effects that reach the SF Symbols below, outermost first.
  var symbolEffects: [ElementEffect] {
    get { self[SymbolEffectsKey.self] }
    set { self[SymbolEffectsKey.self] = newValue }
  }
}

private enum SymbolEffectsKey: EnvironmentKey {
  static let defaultValue: [ElementEffect] = []
}
