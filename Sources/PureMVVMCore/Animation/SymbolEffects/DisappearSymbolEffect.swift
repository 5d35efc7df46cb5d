/// An effect of a symbol that disappears, like the Symbols framework's `DisappearSymbolEffect`.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
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

extension SymbolEffect where Self == DisappearSymbolEffect {
  /// The symbol disappears.
  public static var disappear: DisappearSymbolEffect {
    DisappearSymbolEffect(configuration: SymbolEffectConfiguration("disappear"))
  }
}
