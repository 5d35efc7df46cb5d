/// An animation of an SF Symbol, like the Symbols framework's `SymbolEffect`: recorded on
/// the image's element, drawn at rest.
///
/// Each built-in effect is a type of its own, as in SwiftUI (``BounceSymbolEffect``,
/// ``ReplaceSymbolEffect``…), reached with a static member such as `.bounce` and its
/// variants, such as `.bounce.up.byLayer`.
public protocol SymbolEffect: Hashable, Sendable {
  /// The effect and the variants chosen.
  var configuration: SymbolEffectConfiguration { get }
}

/// A symbol effect that plays once each time a value changes.
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// A symbol effect that runs while it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// A symbol effect that shows or hides the symbol.
public protocol TransitionSymbolEffect: SymbolEffect {}

/// A symbol effect that replaces one symbol with another.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}
