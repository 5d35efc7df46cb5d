/// An effect of a symbol that rotates, like the Symbols framework's `RotateSymbolEffect`.
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  /// The effect and the variants chosen.
  public let configuration: SymbolEffectConfiguration

  /// Clockwise.
  public var clockwise: Self { Self(configuration: configuration.adding("clockwise")) }
  /// Counterclockwise.
  public var counterClockwise: Self {
    Self(configuration: configuration.adding("counterClockwise"))
  }
  /// Layer by layer.
  public var byLayer: Self { Self(configuration: configuration.adding("byLayer")) }
  /// The whole symbol at once.
  public var wholeSymbol: Self { Self(configuration: configuration.adding("wholeSymbol")) }
}

extension SymbolEffect where Self == RotateSymbolEffect {
  /// The symbol rotates.
  public static var rotate: RotateSymbolEffect {
    RotateSymbolEffect(configuration: SymbolEffectConfiguration("rotate"))
  }
}
