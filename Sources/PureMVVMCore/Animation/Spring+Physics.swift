import Foundation

extension Spring {
  /// How the spring's displacement and velocity at a time follow from where it started: a
  /// displacement `d0` and a velocity `v0` give `position·d0 + velocityWeight·v0`.
  struct Motion {
    /// The weight of the starting displacement in the displacement.
    var position: Double
    /// The weight of the starting velocity in the displacement.
    var velocityWeight: Double
    /// The weight of the starting displacement in the velocity.
    var positionRate: Double
    /// The weight of the starting velocity in the velocity.
    var velocityRate: Double
  }

  /// The spring's natural angular frequency, in radians a second.
  var angularFrequency: Double { 2 * .pi / max(duration, .leastNonzeroMagnitude) }

  /// How the spring moves `time` seconds after it starts, solving the damped oscillator
  /// exactly for every damping ratio.
  func motion(at time: TimeInterval) -> Motion {
    let omega = angularFrequency
    let zeta = dampingRatio
    let t = time.isFinite ? max(time, 0) : 0
    if abs(zeta - 1) < 1e-9 {
      let decay = exp(-omega * t)
      return Motion(
        position: decay * (1 + omega * t), velocityWeight: decay * t,
        positionRate: -omega * omega * t * decay, velocityRate: decay * (1 - omega * t))
    }
    if zeta < 1 {
      let alpha = zeta * omega
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let decay = exp(-alpha * t)
      let (sine, cosine) = (sin(damped * t), cos(damped * t))
      return Motion(
        position: decay * (cosine + alpha / damped * sine), velocityWeight: decay * sine / damped,
        positionRate: -decay * sine * omega * omega / damped,
        velocityRate: decay * (cosine - alpha / damped * sine))
    }
    let root = omega * (zeta * zeta - 1).squareRoot()
    let (slow, fast) = (-zeta * omega + root, -zeta * omega - root)
    let (slowDecay, fastDecay) = (exp(slow * t), exp(fast * t))
    let spread = (fastDecay - slowDecay) / (fast - slow)
    let spreadRate = (fast * fastDecay - slow * slowDecay) / (fast - slow)
    return Motion(
      position: slowDecay - slow * spread, velocityWeight: spread,
      positionRate: slow * slowDecay - slow * spreadRate, velocityRate: spreadRate)
  }

  /// The value of the spring `time` seconds after it starts at zero heading for `target`,
  /// like SwiftUI's `value(target:initialVelocity:time:)`.
  ///
  /// - Parameters:
  ///   - target: Where the spring comes to rest.
  ///   - initialVelocity: Its velocity at the start.
  ///   - time: Seconds since the start.
  /// - Returns: The value.
  public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval)
    -> V
  {
    let motion = motion(at: time)
    return target - target.scaled(by: motion.position)
      + initialVelocity.scaled(by: motion.velocityWeight)
  }

  /// The velocity of the spring `time` seconds after it starts at zero heading for
  /// `target`, like SwiftUI's `velocity(target:initialVelocity:time:)`.
  ///
  /// - Parameters:
  ///   - target: Where the spring comes to rest.
  ///   - initialVelocity: Its velocity at the start.
  ///   - time: Seconds since the start.
  /// - Returns: The velocity.
  public func velocity<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: TimeInterval
  ) -> V {
    let motion = motion(at: time)
    return initialVelocity.scaled(by: motion.velocityRate)
      - target.scaled(by: motion.positionRate)
  }

  /// The value of the spring `time` seconds after it leaves `fromValue` for `toValue`, like
  /// SwiftUI's `value(fromValue:toValue:initialVelocity:time:)`.
  ///
  /// - Parameters:
  ///   - fromValue: Where it starts.
  ///   - toValue: Where it comes to rest.
  ///   - initialVelocity: Its velocity at the start.
  ///   - time: Seconds since the start.
  /// - Returns: The value.
  @MainActor public func value<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
  ) -> V {
    var result = fromValue
    result.animatableData =
      fromValue.animatableData
      + value(
        target: toValue.animatableData - fromValue.animatableData,
        initialVelocity: initialVelocity.animatableData, time: time)
    return result
  }

  /// The velocity of the spring `time` seconds after it leaves `fromValue` for `toValue`,
  /// like SwiftUI's `velocity(fromValue:toValue:initialVelocity:time:)`.
  ///
  /// - Parameters:
  ///   - fromValue: Where it starts.
  ///   - toValue: Where it comes to rest.
  ///   - initialVelocity: Its velocity at the start.
  ///   - time: Seconds since the start.
  /// - Returns: The velocity.
  @MainActor public func velocity<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
  ) -> V {
    var result = fromValue
    result.animatableData = velocity(
      target: toValue.animatableData - fromValue.animatableData,
      initialVelocity: initialVelocity.animatableData, time: time)
    return result
  }

  /// Moves a value and its velocity `deltaTime` seconds along the spring towards `target`,
  /// like SwiftUI's `update(value:velocity:target:deltaTime:)`.
  ///
  /// - Parameters:
  ///   - value: The value, moved.
  ///   - velocity: Its velocity, updated.
  ///   - target: Where the spring comes to rest.
  ///   - deltaTime: Seconds to move.
  public func update<V: VectorArithmetic>(
    value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval
  ) {
    let motion = motion(at: deltaTime)
    let displacement = value - target
    value =
      target + displacement.scaled(by: motion.position)
      + velocity.scaled(by: motion.velocityWeight)
    velocity =
      displacement.scaled(by: motion.positionRate)
      + velocity.scaled(by: motion.velocityRate)
  }

  /// How long the spring takes to come within `epsilon` of `target` and stay there, like
  /// SwiftUI's `settlingDuration(target:initialVelocity:epsilon:)`; at most 60 seconds.
  ///
  /// - Parameters:
  ///   - target: Where the spring comes to rest.
  ///   - initialVelocity: Its velocity at the start.
  ///   - epsilon: How close counts as settled.
  /// - Returns: Seconds.
  public func settlingDuration<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, epsilon: Double
  ) -> TimeInterval {
    let limit = max(epsilon, .leastNonzeroMagnitude)
    let step = 1.0 / 240
    var settled = 0.0
    var time = step
    while time <= 60 {
      let gap = (value(target: target, initialVelocity: initialVelocity, time: time) - target)
      if gap.magnitudeSquared.squareRoot() > limit { settled = time }
      time += step
    }
    return settled
  }

  /// How long the spring takes to settle after leaving `fromValue` for `toValue`, like
  /// SwiftUI's `settlingDuration(fromValue:toValue:initialVelocity:epsilon:)`.
  ///
  /// - Parameters:
  ///   - fromValue: Where it starts.
  ///   - toValue: Where it comes to rest.
  ///   - initialVelocity: Its velocity at the start.
  ///   - epsilon: How close counts as settled.
  /// - Returns: Seconds.
  @MainActor public func settlingDuration<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, epsilon: Double
  ) -> TimeInterval {
    settlingDuration(
      target: toValue.animatableData - fromValue.animatableData,
      initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
  }
}
