/// An effect of a symbol whose opacity pulses, like the Symbols framework's `PulseSymbolEffect`.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  /// The effect and the variants chosen.
  public let configuration: SymbolEffectConfiguration

  /// Layer by layer.
  public var byLayer: Self { Self(configuration: configuration.adding("byLayer")) }
  /// The whole symbol at once.
  public var wholeSymbol: Self { Self(configuration: configuration.adding("wholeSymbol")) }
}

extension SymbolEffect where Self == PulseSymbolEffect {
  /// The symbol pulses.
  public static var pulse: PulseSymbolEffect {
    PulseSymbolEffect(configuration: SymbolEffectConfiguration("pulse"))
  }
}
