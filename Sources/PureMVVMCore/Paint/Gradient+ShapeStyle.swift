extension Gradient: ShapeStyle {
  /// Painted top to bottom, as SwiftUI paints a gradient used as a style (a gauge's tint).
  public var _paint: Paint { .gradient(colors) }
}
