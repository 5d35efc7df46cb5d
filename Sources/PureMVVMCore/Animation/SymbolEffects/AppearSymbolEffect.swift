/// An effect of a symbol that appears, like the Symbols framework's `AppearSymbolEffect`.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
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

extension SymbolEffect where Self == AppearSymbolEffect {
  /// The symbol appears.
  public static var appear: AppearSymbolEffect {
    AppearSymbolEffect(configuration: SymbolEffectConfiguration("appear"))
  }
}
