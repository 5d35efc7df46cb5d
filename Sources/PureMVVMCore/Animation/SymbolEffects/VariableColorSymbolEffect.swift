/// An effect of a symbol whose layers light up in turn, like the Symbols framework's
/// `VariableColorSymbolEffect`.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect
{
  /// The effect and the variants chosen.
  public let configuration: SymbolEffectConfiguration

  /// Each layer stays lit as the next lights up.
  public var cumulative: Self { Self(configuration: configuration.adding("cumulative")) }
  /// One layer lit at a time.
  public var iterative: Self { Self(configuration: configuration.adding("iterative")) }
  /// Back again after the last layer.
  public var reversing: Self { Self(configuration: configuration.adding("reversing")) }
  /// Not back again after the last layer.
  public var nonReversing: Self { Self(configuration: configuration.adding("nonReversing")) }
  /// Layers not lit are hidden.
  public var hideInactiveLayers: Self {
    Self(configuration: configuration.adding("hideInactiveLayers"))
  }
  /// Layers not lit are dimmed.
  public var dimInactiveLayers: Self {
    Self(configuration: configuration.adding("dimInactiveLayers"))
  }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// The symbol's layers light up in turn.
  public static var variableColor: VariableColorSymbolEffect {
    VariableColorSymbolEffect(configuration: SymbolEffectConfiguration("variableColor"))
  }
}
