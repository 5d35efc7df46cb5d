import Foundation

/// A shape that can be inset, so its outline can be drawn inside its edge, like SwiftUI's
/// `InsettableShape`.
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// The shape inset by `amount` on every side.
  ///
  /// - Parameter amount: Points.
  /// - Returns: The inset shape.
  func inset(by amount: CGFloat) -> InsetShape
}

/// A shape inset on every side.
nonisolated struct _Inset<Base: Shape>: InsettableShape {
  let base: Base
  let amount: CGFloat

  /// The base's outline: an inset circle is still a circle.
  var _outline: ShapeOutline { base._outline }

  func path(in rect: CGRect) -> Path {
    let inset = amount.isFinite ? amount : 0
    return base.path(in: rect.insetBy(dx: inset, dy: inset))
  }

  func inset(by amount: CGFloat) -> some InsettableShape {
    _Inset(base: base, amount: self.amount + amount)
  }
}
