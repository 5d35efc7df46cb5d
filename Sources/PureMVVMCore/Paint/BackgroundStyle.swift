/// The background style in effect, like SwiftUI's `BackgroundStyle`.
public struct BackgroundStyle: ShapeStyle {
  /// The background.
  public var _paint: Paint { .background }
}
