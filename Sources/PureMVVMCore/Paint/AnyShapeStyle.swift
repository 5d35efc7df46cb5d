/// Any shape style, type-erased, like SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle {
  /// The wrapped style's paint.
  public let _paint: Paint

  /// Wraps a style.
  ///
  /// - Parameter style: The style.
  public init(_ style: some ShapeStyle) {
    _paint = style._paint
  }
}
