import Foundation

/// A rectangle with its own radius at each corner, like SwiftUI's
/// `UnevenRoundedRectangle`; drawn from its path.
public nonisolated struct UnevenRoundedRectangle: InsettableShape {
  /// The corners' radii.
  public var cornerRadii: RectangleCornerRadii
  /// The corners' style.
  public var style: RoundedCornerStyle

  /// A rectangle with these radii.
  ///
  /// - Parameters:
  ///   - cornerRadii: The radii.
  ///   - style: The corners' style.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// A rectangle with these radii.
  ///
  /// - Parameters:
  ///   - topLeadingRadius: The top leading corner's.
  ///   - bottomLeadingRadius: The bottom leading corner's.
  ///   - bottomTrailingRadius: The bottom trailing corner's.
  ///   - topTrailingRadius: The top trailing corner's.
  ///   - style: The corners' style.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
      style: style)
  }

  /// The rounded rectangle filling `rect`.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The path.
  public func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    return path
  }

  /// The shape inset by `amount` on every side.
  ///
  /// - Parameter amount: Points.
  /// - Returns: The inset shape.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    _Inset(base: self, amount: amount)
  }
}
