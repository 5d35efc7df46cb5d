/// The colour of separators between content, like SwiftUI's `SeparatorShapeStyle`:
/// `Rectangle().fill(.separator).frame(height: 1)`.
///
/// It paints iOS's separator colour, a see-through grey.
public struct SeparatorShapeStyle: ShapeStyle {
  /// The separator colour.
  public init() {}

  /// iOS's separator colour.
  public var _paint: Paint { .color(Color(system: "separator")) }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  /// The colour of separators.
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
