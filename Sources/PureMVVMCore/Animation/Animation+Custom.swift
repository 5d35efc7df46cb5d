import Foundation

extension Animation {
  /// An animation that runs `base`, an animation of your own, like SwiftUI's `init(_:)`.
  ///
  /// Two such animations are equal when their bases are.
  ///
  /// - Parameter base: The animation.
  public init<A: CustomAnimation>(_ base: A) {
    name = String(describing: base)
    custom = CustomAnimationBox(base)
    arguments = []
  }

  /// The animation this one runs, like SwiftUI's `base`: yours, if made with ``init(_:)``,
  /// or the curve or spring of a built-in one, before ``delay(_:)``, ``speed(_:)`` and
  /// repeats.
  public var base: any CustomAnimation {
    custom?.animation ?? builtInMotion
  }

  /// Where the animation is `time` seconds after it starts, or `nil` once it has finished,
  /// like SwiftUI's `animate(value:time:context:)`.
  ///
  /// Its ``delay(_:)``, ``speed(_:)`` and repeats apply: an autoreversing repeat runs the
  /// animation backwards every other time. Repeats apply to built-in curves and springs;
  /// an animation of your own runs once. A time that is not finite finds it finished.
  ///
  /// - Parameters:
  ///   - value: The change to animate: the animation moves from zero to it.
  ///   - time: Seconds since the animation started.
  ///   - context: The animation's state, kept from one call to the next.
  /// - Returns: The value at `time`, or `nil` when finished.
  public func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    let base = self.base
    guard let local = localTime(at: time, of: base, context: &context) else { return nil }
    return base.animate(value: value, time: local.time, context: &context)
  }

  /// How fast the animation moves `time` seconds after it starts, if its base knows, like
  /// SwiftUI's `velocity(value:time:context:)`.
  ///
  /// - Parameters:
  ///   - value: The change to animate.
  ///   - time: Seconds since the animation started.
  ///   - context: The animation's state.
  /// - Returns: The velocity, or `nil`.
  public func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    var context = context
    let base = self.base
    guard let local = localTime(at: time, of: base, context: &context) else { return nil }
    guard local.rate != 0 else { return .zero }
    return base.velocity(value: value, time: local.time, context: context)?
      .scaled(by: local.rate)
  }

  /// Whether the animation takes over `previous` when a change starts while `previous`
  /// runs, as its base decides (springs do), like SwiftUI's `shouldMerge`.
  ///
  /// - Parameters:
  ///   - previous: The running animation.
  ///   - value: The change to animate.
  ///   - time: Seconds since `previous` started.
  ///   - context: The running animation's state.
  /// - Returns: Whether it merges.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    base.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }
}
