/// A rectangle with half-circle ends, like SwiftUI's `Capsule`.
public struct Capsule: Shape {
  /// Creates a capsule.
  ///
  /// - Parameter style: Accepted.
  public init(style: RoundedCornerStyle = .continuous) {}

  /// A capsule.
  public var _outline: ShapeOutline { ShapeOutline(.capsule) }
}
