import Foundation

/// A rectangle with rounded corners, like SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle: InsettableShape {
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

  /// The outline filling `rect`.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The path.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: cornerRadius)
  }

  /// The shape inset by `amount` on every side.
  ///
  /// - Parameter amount: Points.
  /// - Returns: The inset shape.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    _Inset(base: self, amount: amount)
  }
}
