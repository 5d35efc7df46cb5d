/// A rectangle, like SwiftUI's `Rectangle`.
public struct Rectangle: Shape {
  /// Creates a rectangle.
  public init() {}

  /// A rectangle.
  public var _outline: ShapeOutline { ShapeOutline(.rectangle) }
}
