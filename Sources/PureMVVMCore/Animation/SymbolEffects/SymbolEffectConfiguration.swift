/// What a symbol effect does, like the Symbols framework's `SymbolEffectConfiguration`: the
/// effect's name and the variants chosen, in order.
public struct SymbolEffectConfiguration: Hashable, Sendable, CustomStringConvertible {
  /// The effect and its variants as Swift spells them, such as `bounce.up.byLayer`.
  public let description: String

  /// The configuration of the effect called `name`, with no variant chosen.
  init(_ name: String) {
    description = name
  }

  /// This configuration with `variant` chosen too.
  func adding(_ variant: String) -> SymbolEffectConfiguration {
    SymbolEffectConfiguration(description + "." + variant)
  }
}
