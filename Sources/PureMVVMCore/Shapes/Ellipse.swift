/// An ellipse, like SwiftUI's `Ellipse`.
public struct Ellipse: Shape {
  /// Creates an ellipse.
  public init() {}

  /// An ellipse.
  public var _outline: ShapeOutline { ShapeOutline(.ellipse) }
}
