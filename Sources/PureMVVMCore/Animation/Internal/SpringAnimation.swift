import Foundation

/// A built-in animation that moves like a spring until it settles.
struct SpringAnimation: CustomAnimation {
  let spring: Spring
  /// The speed it starts with, as a fraction of the change per second.
  let initialVelocity: Double
  /// When the spring comes to rest, found once: finding it steps through the motion.
  let settlingDuration: TimeInterval

  init(spring: Spring, initialVelocity: Double = 0) {
    self.spring = spring
    self.initialVelocity = initialVelocity
    settlingDuration = spring.settlingDuration
  }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard time < settlingDuration else { return nil }
    let velocity = value.scaled(by: initialVelocity)
    return spring.value(target: value, initialVelocity: velocity, time: max(time, 0))
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    let velocity = value.scaled(by: initialVelocity)
    return spring.velocity(target: value, initialVelocity: velocity, time: max(time, 0))
  }

  /// Springs take over a running animation, as in SwiftUI.
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    true
  }
}
