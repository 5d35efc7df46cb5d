/// A circle, like SwiftUI's `Circle`.
public struct Circle: Shape {
  /// Creates a circle.
  public init() {}

  /// A circle.
  public var _outline: ShapeOutline { ShapeOutline(.circle) }
}
