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
  /// A gradient through colours, along a line.
  case gradient([Color])
  /// A gradient through colours, out from a centre (radial and elliptical gradients).
  case radialGradient([Color])
  /// A gradient through colours, round a centre.
  case angularGradient([Color])
  /// An image, tiled (``ImagePaint``), by name.
  case image(String)
  /// A translucent material, by thickness name (`"regular"`, `"ultraThin"`…).
  case material(String)
}
