/// The tint colour in effect, like SwiftUI's `TintShapeStyle`.
public struct TintShapeStyle: ShapeStyle {
  /// The tint.
  public var _paint: Paint { .tint }
}
