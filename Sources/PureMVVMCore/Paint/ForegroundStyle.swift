/// The foreground style in effect, like SwiftUI's `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle {
  /// The foreground.
  public var _paint: Paint { .foreground }
}
