import Foundation

extension Animation {
  /// The default animation: a spring in current SwiftUI.
  public static let `default` = Animation("default")

  /// A constant-speed animation of the default length.
  public static let linear = Animation("linear")
  /// An animation that starts slowly, of the default length.
  public static let easeIn = Animation("easeIn")
  /// An animation that ends slowly, of the default length.
  public static let easeOut = Animation("easeOut")
  /// An animation that starts and ends slowly, of the default length.
  public static let easeInOut = Animation("easeInOut")

  /// A constant-speed animation.
  ///
  /// - Parameter duration: Seconds.
  /// - Returns: The animation.
  public static func linear(duration: TimeInterval) -> Animation {
    Animation("linear", ["duration": duration])
  }

  /// An animation that starts slowly.
  ///
  /// - Parameter duration: Seconds.
  /// - Returns: The animation.
  public static func easeIn(duration: TimeInterval) -> Animation {
    Animation("easeIn", ["duration": duration])
  }

  /// An animation that ends slowly.
  ///
  /// - Parameter duration: Seconds.
  /// - Returns: The animation.
  public static func easeOut(duration: TimeInterval) -> Animation {
    Animation("easeOut", ["duration": duration])
  }

  /// An animation that starts and ends slowly.
  ///
  /// - Parameter duration: Seconds.
  /// - Returns: The animation.
  public static func easeInOut(duration: TimeInterval) -> Animation {
    Animation("easeInOut", ["duration": duration])
  }

  /// An animation along a cubic Bézier timing curve.
  ///
  /// - Parameters:
  ///   - p1x: The first control point's x.
  ///   - p1y: The first control point's y.
  ///   - p2x: The second control point's x.
  ///   - p2y: The second control point's y.
  ///   - duration: Seconds.
  /// - Returns: The animation.
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation {
    Animation(
      "timingCurve", ["p1x": p1x, "p1y": p1y, "p2x": p2x, "p2y": p2y, "duration": duration])
  }

  /// An animation along a unit curve.
  ///
  /// - Parameters:
  ///   - curve: The curve.
  ///   - duration: Seconds.
  /// - Returns: The animation.
  public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
    Animation(
      "timingCurve",
      [
        "p1x": curve.startControlPoint.x, "p1y": curve.startControlPoint.y,
        "p2x": curve.endControlPoint.x, "p2y": curve.endControlPoint.y, "duration": duration,
      ])
  }
}
