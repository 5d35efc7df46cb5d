import Foundation

/// A circle, like SwiftUI's `Circle`.
public nonisolated struct Circle: InsettableShape {
  /// Creates a circle.
  public init() {}

  /// A circle.
  public var _outline: ShapeOutline { ShapeOutline(.circle) }

  /// The outline filling `rect`.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The path.
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    )
  }

  /// The shape inset by `amount` on every side.
  ///
  /// - Parameter amount: Points.
  /// - Returns: The inset shape.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    _Inset(base: self, amount: amount)
  }
}
