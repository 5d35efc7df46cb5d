/// An effect of a symbol drawn off, stroke by stroke (iOS 26), like the Symbols framework's
/// `DrawOffSymbolEffect`.
public struct DrawOffSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
  /// The effect and the variants chosen.
  public let configuration: SymbolEffectConfiguration

  /// Layer by layer.
  public var byLayer: Self { Self(configuration: configuration.adding("byLayer")) }
  /// The whole symbol at once.
  public var wholeSymbol: Self { Self(configuration: configuration.adding("wholeSymbol")) }
  /// Each path in turn.
  public var individually: Self { Self(configuration: configuration.adding("individually")) }
  /// From the end of each path.
  public var reversed: Self { Self(configuration: configuration.adding("reversed")) }
  /// From the start of each path.
  public var nonReversed: Self { Self(configuration: configuration.adding("nonReversed")) }
}

extension SymbolEffect where Self == DrawOffSymbolEffect {
  /// The symbol is drawn off, stroke by stroke.
  public static var drawOff: DrawOffSymbolEffect {
    DrawOffSymbolEffect(configuration: SymbolEffectConfiguration("drawOff"))
  }
}
