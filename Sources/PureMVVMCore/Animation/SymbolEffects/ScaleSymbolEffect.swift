/// An effect of a symbol scaled up or down while active, like the Symbols framework's
/// `ScaleSymbolEffect`.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
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

extension SymbolEffect where Self == ScaleSymbolEffect {
  /// The symbol scales.
  public static var scale: ScaleSymbolEffect {
    ScaleSymbolEffect(configuration: SymbolEffectConfiguration("scale"))
  }
}
