/// How a scroll transition moves between its phases, like SwiftUI's
/// `ScrollTransitionConfiguration`; accepted: a host draws every view in sight.
public struct ScrollTransitionConfiguration: Sendable {
  /// How much of the view must be in sight for its phase to be `.identity`, like
  /// SwiftUI's `ScrollTransitionConfiguration.Threshold`.
  public struct Threshold: Sendable {
    private let amount: Double

    /// The whole view in sight.
    public static let visible = Self(amount: 1)
    /// Any part of the view in sight.
    public static let hidden = Self(amount: 0)
    /// The view's centre in sight.
    public static var centered: Self { Self(amount: 0.5) }

    /// A fraction of the view in sight, clamped to 0…1.
    public static func visible(_ amount: Double) -> Self {
      Self(amount: amount.isNaN ? 0 : min(max(amount, 0), 1))
    }

    /// A threshold `amount` of the way towards `other`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
      .visible(self.amount + (other.amount - self.amount) * amount)
    }

    /// This threshold, with the visible area inset by `distance` points; accepted.
    public func inset(by distance: Double) -> Self { self }
  }

  /// No effect: the view is always drawn in sight.
  public static let identity = Self()
  /// The phases change at their thresholds, with the default animation.
  public static let animated = Self()
  /// The phases change smoothly with the scroll.
  public static let interactive = Self()

  /// The phases change at their thresholds, with `animation`.
  public static func animated(_ animation: Animation = .default) -> Self { Self() }

  /// The phases change smoothly with the scroll, along `timingCurve`.
  public static func interactive(timingCurve: UnitCurve = .easeInOut) -> Self { Self() }

  /// This configuration, animated with `animation`.
  public func animation(_ animation: Animation) -> Self { self }

  /// This configuration, with `threshold`.
  public func threshold(_ threshold: Threshold) -> Self { self }
}
