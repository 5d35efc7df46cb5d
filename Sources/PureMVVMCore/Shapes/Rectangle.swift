import Foundation

/// A rectangle, like SwiftUI's `Rectangle`.
public nonisolated struct Rectangle: InsettableShape {
  /// Creates a rectangle.
  public init() {}

  /// A rectangle.
  public var _outline: ShapeOutline { ShapeOutline(.rectangle) }

  /// The outline filling `rect`.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The path.
  public func path(in rect: CGRect) -> Path {
    Path(rect)
  }

  /// The shape inset by `amount` on every side.
  ///
  /// - Parameter amount: Points.
  /// - Returns: The inset shape.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    _Inset(base: self, amount: amount)
  }
}
