import Foundation

/// A rectangle with half-circle ends, like SwiftUI's `Capsule`.
public nonisolated struct Capsule: InsettableShape {
  /// Creates a capsule.
  ///
  /// - Parameter style: Accepted.
  public init(style: RoundedCornerStyle = .continuous) {}

  /// A capsule.
  public var _outline: ShapeOutline { ShapeOutline(.capsule) }

  /// The outline filling `rect`.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The path.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
  }

  /// The shape inset by `amount` on every side.
  ///
  /// - Parameter amount: Points.
  /// - Returns: The inset shape.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    _Inset(base: self, amount: amount)
  }
}
