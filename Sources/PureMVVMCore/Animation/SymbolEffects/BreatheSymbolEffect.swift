/// An effect of a symbol that breathes, like the Symbols framework's `BreatheSymbolEffect`.
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  /// The effect and the variants chosen.
  public let configuration: SymbolEffectConfiguration

  /// Breathing alone.
  public var plain: Self { Self(configuration: configuration.adding("plain")) }
  /// Breathing and pulsing.
  public var pulse: Self { Self(configuration: configuration.adding("pulse")) }
  /// Layer by layer.
  public var byLayer: Self { Self(configuration: configuration.adding("byLayer")) }
  /// The whole symbol at once.
  public var wholeSymbol: Self { Self(configuration: configuration.adding("wholeSymbol")) }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
  /// The symbol breathes.
  public static var breathe: BreatheSymbolEffect {
    BreatheSymbolEffect(configuration: SymbolEffectConfiguration("breathe"))
  }
}
