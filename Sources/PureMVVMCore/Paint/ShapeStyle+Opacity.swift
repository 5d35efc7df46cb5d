extension ShapeStyle {
  /// This style, see-through by `opacity`: a colour or a gradient's colours are drawn
  /// with it; other styles (the tint, a material, an image) are drawn as they are.
  ///
  /// - Parameter opacity: From 0 (invisible) to 1 (opaque).
  /// - Returns: The style.
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    _OpacityShapeStyle(base: self, opacity: opacity)
  }
}

/// A style with an opacity (`.cyan.gradient.opacity(0.7)`).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let opacity: Double

  /// The base's paint, its colours with the opacity.
  public var _paint: Paint {
    switch base._paint {
    case .color(let color): .color(color.opacity(opacity))
    case .gradient(let colors): .gradient(colors.map { $0.opacity(opacity) })
    case .radialGradient(let colors): .radialGradient(colors.map { $0.opacity(opacity) })
    case .angularGradient(let colors): .angularGradient(colors.map { $0.opacity(opacity) })
    case let paint: paint
    }
  }
}
