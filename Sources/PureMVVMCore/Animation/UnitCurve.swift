/// A timing curve from (0, 0) to (1, 1), like SwiftUI's `UnitCurve`.
public struct UnitCurve: Hashable, Sendable {
  /// The first control point of its cubic Bézier.
  public let startControlPoint: UnitPoint
  /// The second control point of its cubic Bézier.
  public let endControlPoint: UnitPoint

  /// A cubic Bézier curve.
  ///
  /// - Parameters:
  ///   - startControlPoint: The first control point.
  ///   - endControlPoint: The second control point.
  /// - Returns: The curve.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint)
    -> UnitCurve
  {
    UnitCurve(startControlPoint: startControlPoint, endControlPoint: endControlPoint)
  }

  /// A constant speed.
  public static let linear = bezier(
    startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
  /// Starts slowly.
  public static let easeIn = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
  /// Ends slowly.
  public static let easeOut = bezier(
    startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// Starts and ends slowly.
  public static let easeInOut = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// Starts slowly along a quarter circle, `1 - √(1 - t²)`, as its usual Bézier
  /// approximation.
  public static let circularEaseIn = bezier(
    startControlPoint: UnitPoint(x: 0.55, y: 0), endControlPoint: UnitPoint(x: 1, y: 0.45))
  /// Ends slowly along a quarter circle, `√(1 - (t - 1)²)`, as its usual Bézier
  /// approximation.
  public static let circularEaseOut = bezier(
    startControlPoint: UnitPoint(x: 0, y: 0.55), endControlPoint: UnitPoint(x: 0.45, y: 1))
  /// Starts and ends slowly along quarter circles, as its usual Bézier approximation.
  public static let circularEaseInOut = bezier(
    startControlPoint: UnitPoint(x: 0.85, y: 0), endControlPoint: UnitPoint(x: 0.15, y: 1))
}
