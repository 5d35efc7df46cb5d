import Foundation

/// An animation of your own, like SwiftUI's `CustomAnimation`: it says where a value is at
/// each moment, and ``Animation/init(_:)`` makes it an ``Animation``.
///
/// A host has no clock and draws every change's final state at once; the animation is
/// recorded with the change. ``Animation/animate(value:time:context:)`` runs it, so a test
/// can check its values over time.
public protocol CustomAnimation: Hashable, Sendable {
  /// Where the animation is `time` seconds after it starts, or `nil` once it has finished.
  ///
  /// - Parameters:
  ///   - value: The change to animate: the animation moves from zero to it.
  ///   - time: Seconds since the animation started.
  ///   - context: The animation's state, kept from one call to the next.
  /// - Returns: The value at `time`, or `nil` when finished.
  nonisolated func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V?

  /// How fast the animation moves `time` seconds after it starts, if it knows.
  ///
  /// - Parameters:
  ///   - value: The change to animate.
  ///   - time: Seconds since the animation started.
  ///   - context: The animation's state.
  /// - Returns: The velocity, or `nil` (the default) when unknown.
  nonisolated func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V?

  /// Whether the animation takes over `previous`, still running, when a new change starts.
  ///
  /// - Parameters:
  ///   - previous: The running animation.
  ///   - value: The change to animate.
  ///   - time: Seconds since `previous` started.
  ///   - context: The running animation's state.
  /// - Returns: `false` (the default) to run alongside it.
  nonisolated func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool
}

extension CustomAnimation {
  /// No velocity: the default.
  ///
  /// - Parameters:
  ///   - value: The change to animate.
  ///   - time: Seconds since the animation started.
  ///   - context: The animation's state.
  /// - Returns: `nil`.
  public func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    nil
  }

  /// Never merges: the default.
  ///
  /// - Parameters:
  ///   - previous: The running animation.
  ///   - value: The change to animate.
  ///   - time: Seconds since `previous` started.
  ///   - context: The running animation's state.
  /// - Returns: `false`.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    false
  }
}
