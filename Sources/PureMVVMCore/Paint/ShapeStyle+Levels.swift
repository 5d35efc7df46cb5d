extension ShapeStyle {
  /// The second level of this style, like SwiftUI's `secondary` on a style:
  /// `.foregroundStyle(.white.secondary)`.
  ///
  /// A colour or a gradient is drawn at 60 % of its opacity, as iOS draws its secondary
  /// label; a hierarchical style goes one level down; the background style is the
  /// secondary system background.
  public var secondary: some ShapeStyle { _LevelShapeStyle(base: self, level: 1) }

  /// The third level of this style: a colour at 30 % of its opacity.
  public var tertiary: some ShapeStyle { _LevelShapeStyle(base: self, level: 2) }

  /// The fourth level of this style: a colour at 18 % of its opacity.
  public var quaternary: some ShapeStyle { _LevelShapeStyle(base: self, level: 3) }

  /// The fifth level of this style: a colour at 10 % of its opacity.
  public var quinary: some ShapeStyle { _LevelShapeStyle(base: self, level: 4) }
}

/// A style at a lower level of emphasis (`.white.secondary`, `.background.tertiary`).
public struct _LevelShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  /// 1 secondary to 4 quinary.
  let level: Int

  /// The opacity of the level, as iOS's label colours have them.
  private var opacity: Double {
    switch level {
    case 1: 0.6
    case 2: 0.3
    case 3: 0.18
    default: 0.1
    }
  }

  /// The base's paint at the level.
  public var _paint: Paint {
    switch base._paint {
    case .hierarchical(let own): .hierarchical(min(own + level, 4))
    case .foreground: .hierarchical(level)
    case .background:
      .color(
        Color(system: ["secondarySystemBackground", "tertiarySystemBackground"][min(level, 2) - 1]))
    default: _OpacityShapeStyle(base: base, opacity: opacity)._paint
    }
  }
}
