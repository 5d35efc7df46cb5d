/// The system's fill for the background of shapes and controls, like SwiftUI's
/// `FillShapeStyle`: `.background(.fill.tertiary, in: .capsule)`.
///
/// It paints iOS's system fill, a see-through grey; its levels (`.fill.secondary`…) paint
/// the secondary to quaternary system fills.
public struct FillShapeStyle: ShapeStyle {
  /// The fill's level, 0 for the system fill itself.
  let level: Int

  /// The system fill.
  public init() {
    level = 0
  }

  init(level: Int) {
    self.level = level
  }

  /// The system fill of the level.
  public var _paint: Paint {
    let names = ["systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill"]
    return .color(Color(system: names[min(max(level, 0), names.count - 1)]))
  }
}

extension ShapeStyle where Self == FillShapeStyle {
  /// The system's fill for shapes and controls.
  public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension FillShapeStyle {
  /// The secondary system fill.
  public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
  /// The tertiary system fill.
  public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
  /// The quaternary system fill.
  public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }
  /// The quaternary system fill, the faintest iOS has.
  public var quinary: FillShapeStyle { FillShapeStyle(level: 3) }
}
