/// A shape style, resolved: what elements record and renderers paint.
public enum Paint: Hashable, Sendable {
  /// A level of emphasis: 0 primary, 1 secondary, 2 tertiary, 3 quaternary, 4 quinary.
  case hierarchical(Int)
  /// A colour.
  case color(Color)
  /// The tint colour in effect.
  case tint
  /// The current foreground, or background, style.
  case foreground
  /// The background style.
  case background
  /// A gradient through colours.
  case gradient([Color])
  /// A translucent material, by thickness name (`"regular"`, `"ultraThin"`…).
  case material(String)
}
