extension ShapeStyle {
  /// This style, see-through by `opacity`: a colour's or a gradient's colours' opacity is
  /// multiplied by it; the foreground and its levels take the level of emphasis nearest it;
  /// other styles (the tint, a material, an image) are drawn as they are, unless `opacity` is
  /// 0 or less, which makes any style clear.
  ///
  /// - Parameter opacity: From 0 (invisible) to 1 (opaque).
  /// - Returns: The style.
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    _OpacityShapeStyle(base: self, opacity: opacity)
  }
}

extension ShapeStyle where Self == AnyShapeStyle {
  /// The current foreground style, see-through by `opacity`, as in `.background(.opacity(0))`:
  /// the foreground at the level of emphasis nearest that opacity, clear at 0.
  ///
  /// - Parameter opacity: From 0 (invisible) to 1 (opaque).
  /// - Returns: The style.
  public static func opacity(_ opacity: Double) -> some ShapeStyle {
    ForegroundStyle().opacity(opacity)
  }
}

/// A style with an opacity (`.cyan.gradient.opacity(0.7)`).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let opacity: Double

  /// The base's paint, each of its colours' opacity multiplied by the opacity.
  public var _paint: Paint {
    if opacity <= 0 { return .color(.clear) }
    return switch base._paint {
    case .color(let color): .color(faded(color))
    case .gradient(let colors): .gradient(colors.map(faded))
    case .radialGradient(let colors): .radialGradient(colors.map(faded))
    case .angularGradient(let colors): .angularGradient(colors.map(faded))
    case .foreground: Self.level(seenAt: opacity)
    case .hierarchical(let level):
      Self.level(seenAt: Self.levelOpacities[min(max(level, 0), 4)] * opacity)
    case let paint: paint
    }
  }

  /// The opacities of the foreground's levels of emphasis, primary to quinary.
  private static var levelOpacities: [Double] { [1, 0.6, 0.3, 0.18, 0.1] }

  /// The foreground at the level of emphasis whose opacity is nearest `opacity`.
  private static func level(seenAt opacity: Double) -> Paint {
    let nearest =
      levelOpacities.indices.min {
        abs(levelOpacities[$0] - opacity) < abs(levelOpacities[$1] - opacity)
      } ?? 0
    return nearest == 0 ? .foreground : .hierarchical(nearest)
  }

  /// `color`, its opacity multiplied by the style's: a clear stop stays clear.
  private func faded(_ color: Color) -> Color {
    color.opacity(opacity)
  }
}
