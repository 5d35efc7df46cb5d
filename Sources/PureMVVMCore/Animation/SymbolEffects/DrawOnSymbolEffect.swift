/// An effect of a symbol drawn on, stroke by stroke (iOS 26), like the Symbols framework's
/// `DrawOnSymbolEffect`.
public struct DrawOnSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
  /// The effect and the variants chosen.
  public let configuration: SymbolEffectConfiguration

  /// Layer by layer.
  public var byLayer: Self { Self(configuration: configuration.adding("byLayer")) }
  /// The whole symbol at once.
  public var wholeSymbol: Self { Self(configuration: configuration.adding("wholeSymbol")) }
  /// Each path in turn.
  public var individually: Self { Self(configuration: configuration.adding("individually")) }
}

extension SymbolEffect where Self == DrawOnSymbolEffect {
  /// The symbol is drawn on, stroke by stroke.
  public static var drawOn: DrawOnSymbolEffect {
    DrawOnSymbolEffect(configuration: SymbolEffectConfiguration("drawOn"))
  }
}
