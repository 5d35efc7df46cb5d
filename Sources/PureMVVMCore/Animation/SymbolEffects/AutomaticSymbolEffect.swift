/// The effect the system picks for a symbol that comes, goes or changes, like the Symbols
/// framework's `AutomaticSymbolEffect`.
public struct AutomaticSymbolEffect: SymbolEffect, TransitionSymbolEffect,
  ContentTransitionSymbolEffect
{
  /// The effect.
  public let configuration: SymbolEffectConfiguration
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
  /// The effect the system picks.
  public static var automatic: AutomaticSymbolEffect {
    AutomaticSymbolEffect(configuration: SymbolEffectConfiguration("automatic"))
  }
}
