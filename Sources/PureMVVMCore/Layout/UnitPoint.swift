import Foundation

/// A point in a unit square, like SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
  /// 0 at the leading edge, 1 at the trailing.
  public var x: CGFloat
  /// 0 at the top, 1 at the bottom.
  public var y: CGFloat

  /// A point.
  ///
  /// - Parameters:
  ///   - x: Across.
  ///   - y: Down.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// The top.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The origin: the top leading corner, as a point.
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The bottom.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The leading side.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The trailing side.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The middle.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The top leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top trailing corner.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom leading corner.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
