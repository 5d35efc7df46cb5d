import Foundation

/// A built-in animation along a timing curve, over a fixed time.
struct TimingCurveAnimation: CustomAnimation {
  let curve: UnitCurve
  let duration: TimeInterval

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard time < duration else { return nil }
    return value.scaled(by: curve.value(at: max(time, 0) / duration))
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    guard time < duration else { return nil }
    return value.scaled(by: curve.velocity(at: max(time, 0) / duration) / duration)
  }
}
