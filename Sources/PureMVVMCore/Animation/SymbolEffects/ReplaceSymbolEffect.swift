/// An effect that replaces one symbol with another, like the Symbols framework's
/// `ReplaceSymbolEffect`.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
  /// The effect and the variants chosen.
  public let configuration: SymbolEffectConfiguration

  /// The old symbol scales down, the new one up.
  public static var downUp: Self { Self.replace.downUp }
  /// The old symbol goes at once, the new one scales up.
  public static var offUp: Self { Self.replace.offUp }
  /// The old symbol scales up and away, the new one up.
  public static var upUp: Self { Self.replace.upUp }

  /// The old symbol scales down, the new one up.
  public var downUp: Self { Self(configuration: configuration.adding("downUp")) }
  /// The old symbol goes at once, the new one scales up.
  public var offUp: Self { Self(configuration: configuration.adding("offUp")) }
  /// The old symbol scales up and away, the new one up.
  public var upUp: Self { Self(configuration: configuration.adding("upUp")) }
  /// Layer by layer.
  public var byLayer: Self { Self(configuration: configuration.adding("byLayer")) }
  /// The whole symbol at once.
  public var wholeSymbol: Self { Self(configuration: configuration.adding("wholeSymbol")) }

  /// A replacement that morphs the parts two symbols share, or else plays `fallback`, like
  /// SwiftUI's `magic(fallback:)` (iOS 18).
  ///
  /// - Parameter fallback: The replacement played when the symbols share nothing.
  /// - Returns: The effect.
  public func magic(fallback: ReplaceSymbolEffect) -> MagicReplace {
    MagicReplace(configuration: configuration.adding("magic(fallback: .\(fallback.configuration))"))
  }

  /// A replacement that morphs the parts two symbols share, like the Symbols framework's
  /// `ReplaceSymbolEffect.MagicReplace`.
  public struct MagicReplace: SymbolEffect, ContentTransitionSymbolEffect {
    /// The effect and the variants chosen.
    public let configuration: SymbolEffectConfiguration
  }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
  /// The symbol is replaced by another.
  public static var replace: ReplaceSymbolEffect {
    ReplaceSymbolEffect(configuration: SymbolEffectConfiguration("replace"))
  }
}
