/// A rectangle with rounded corners, like SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle: Shape {
  /// The corner radius in points.
  public let cornerRadius: Double

  /// Creates a rounded rectangle.
  ///
  /// - Parameters:
  ///   - cornerRadius: Points.
  ///   - style: Accepted.
  public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius
  }

  /// A rounded rectangle.
  public var _outline: ShapeOutline {
    ShapeOutline(.roundedRectangle, cornerRadius: cornerRadius)
  }
}
