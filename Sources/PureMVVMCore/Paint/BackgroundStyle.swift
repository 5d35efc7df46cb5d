/// The background style in effect, like SwiftUI's `BackgroundStyle`.
public struct BackgroundStyle: ShapeStyle {
  /// The background style in effect where it is used.
  public init() {}

  /// The background.
  public var _paint: Paint { .background }
}
