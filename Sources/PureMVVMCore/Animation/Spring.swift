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
  ///   - dampingRatio: 1 for no bounce.
  public init(response: Double, dampingRatio: Double) {
    self.init(duration: response, bounce: 1 - dampingRatio)
  }

  /// A spring with some bounce.
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
  /// A spring without bounce.
  public static let smooth = Spring(duration: 0.5, bounce: 0)
  /// A quick spring with a little bounce.
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)
}
