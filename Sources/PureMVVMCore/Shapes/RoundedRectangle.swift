import Foundation

/// A rectangle with rounded corners, like SwiftUI's `RoundedRectangle`.
public nonisolated struct RoundedRectangle: InsettableShape {
  /// The corner radius in points.
  public let cornerRadius: CGFloat
  /// The size of the corners, in points.
  public var cornerSize: CGSize { CGSize(width: cornerRadius, height: cornerRadius) }
  /// The corners' style.
  public let style: RoundedCornerStyle

  /// Creates a rounded rectangle.
  ///
  /// - Parameters:
  ///   - cornerRadius: Points.
  ///   - style: The corners' style.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius
    self.style = style
  }

  /// Creates a rounded rectangle with corners of a size (drawn with the width as radius).
  ///
  /// - Parameters:
  ///   - cornerSize: The corners' size.
  ///   - style: The corners' style.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.init(cornerRadius: cornerSize.width, style: style)
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
