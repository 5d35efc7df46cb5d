import Foundation

/// An ellipse, like SwiftUI's `Ellipse`.
public nonisolated struct Ellipse: InsettableShape {
  /// Creates an ellipse.
  public init() {}

  /// An ellipse.
  public var _outline: ShapeOutline { ShapeOutline(.ellipse) }

  /// The outline filling `rect`.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The path.
  public func path(in rect: CGRect) -> Path {
    Path(ellipseIn: rect)
  }

  /// The shape inset by `amount` on every side.
  ///
  /// - Parameter amount: Points.
  /// - Returns: The inset shape.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    _Inset(base: self, amount: amount)
  }
}
