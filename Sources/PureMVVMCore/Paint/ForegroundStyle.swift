/// The foreground style in effect, like SwiftUI's `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle {
  /// The foreground style in effect where it is used.
  public init() {}

  /// The foreground.
  public var _paint: Paint { .foreground }
}
