/// An effect of a symbol that bounces, like the Symbols framework's `BounceSymbolEffect`.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  /// The effect and the variants chosen.
  public let configuration: SymbolEffectConfiguration

  /// Upwards.
  public var up: Self { Self(configuration: configuration.adding("up")) }
  /// Downwards.
  public var down: Self { Self(configuration: configuration.adding("down")) }
  /// Layer by layer.
  public var byLayer: Self { Self(configuration: configuration.adding("byLayer")) }
  /// The whole symbol at once.
  public var wholeSymbol: Self { Self(configuration: configuration.adding("wholeSymbol")) }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  /// The symbol bounces.
  public static var bounce: BounceSymbolEffect {
    BounceSymbolEffect(configuration: SymbolEffectConfiguration("bounce"))
  }
}
