import Foundation

/// The description of a spring, like SwiftUI's `Spring`: how long it takes and how much it
/// bounces.
public struct Spring: Hashable, Sendable {
  /// Seconds the spring takes to settle, about.
  public var duration: TimeInterval
  /// How much it bounces: 0 for none, up to 1.
  public var bounce: Double

  /// A spring that takes `duration` and bounces by `bounce`.
  ///
  /// - Parameters:
  ///   - duration: Seconds.
  ///   - bounce: 0 for none, up to 1.
  public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
    self.duration = duration
    self.bounce = bounce
  }

  /// A spring described by its response and damping ratio.
  ///
  /// - Parameters:
  ///   - response: The seconds of one oscillation.
  ///   - dampingRatio: 1 for no bounce; above 1 for an overdamped spring.
  public init(response: Double, dampingRatio: Double) {
    let ratio = dampingRatio.isFinite && dampingRatio > 0 ? dampingRatio : 1
    self.init(duration: response, bounce: ratio <= 1 ? 1 - ratio : 1 / ratio - 1)
  }

  /// A spring described by a mass on it, its stiffness and its damping, like SwiftUI's
  /// `init(mass:stiffness:damping:allowOverDamping:)`.
  ///
  /// - Parameters:
  ///   - mass: The mass.
  ///   - stiffness: The spring's stiffness.
  ///   - damping: How much it resists motion.
  ///   - allowOverDamping: Whether damping past critical is kept; otherwise it is critical.
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false)
  {
    let mass = mass.isFinite && mass > 0 ? mass : 1
    let stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 1
    let ratio = damping / (2 * (stiffness * mass).squareRoot())
    self.init(
      response: 2 * .pi * (mass / stiffness).squareRoot(),
      dampingRatio: allowOverDamping ? ratio : min(ratio, 1))
  }

  /// How much the spring slows itself: 1 - bounce for a bouncing spring, 1 for none, above
  /// 1 when the bounce is negative (overdamped).
  public var dampingRatio: Double {
    bounce >= 0 ? 1 - min(bounce, 1) : 1 / (1 + max(bounce, -0.999_999))
  }

  /// The seconds of one oscillation: the duration.
  public var response: Double { duration }

  /// The mass the spring's stiffness and damping are for: 1.
  public var mass: Double { 1 }

  /// The spring's stiffness, for a mass of 1.
  public var stiffness: Double { angularFrequency * angularFrequency }

  /// The spring's damping, for a mass of 1.
  public var damping: Double { 2 * dampingRatio * angularFrequency }

  /// How long the spring takes to settle from a unit change, about.
  public var settlingDuration: TimeInterval {
    settlingDuration(target: 1.0, epsilon: 0.001)
  }

  /// A spring with some bounce.
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
  /// A spring without bounce.
  public static let smooth = Spring(duration: 0.5, bounce: 0)
  /// A quick spring with a little bounce.
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)

  /// A spring with some bounce, of a given duration and bounce added, like SwiftUI's
  /// `Spring.bouncy(duration:extraBounce:)`.
  ///
  /// - Parameters:
  ///   - duration: Seconds the spring takes to settle, about.
  ///   - extraBounce: Bounce added to the spring's own.
  /// - Returns: The spring.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: bouncy.bounce + extraBounce)
  }

  /// A spring without bounce, of a given duration and bounce added.
  ///
  /// - Parameters:
  ///   - duration: Seconds the spring takes to settle, about.
  ///   - extraBounce: Bounce added to none.
  /// - Returns: The spring.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: smooth.bounce + extraBounce)
  }

  /// A quick spring with a little bounce, of a given duration and bounce added.
  ///
  /// - Parameters:
  ///   - duration: Seconds the spring takes to settle, about.
  ///   - extraBounce: Bounce added to the spring's own.
  /// - Returns: The spring.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: snappy.bounce + extraBounce)
  }
}
