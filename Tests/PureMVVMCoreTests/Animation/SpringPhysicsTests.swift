import Foundation
import PureMVVMCore
import Testing

/// `Spring`'s values and velocities solve the damped oscillator SwiftUI's springs are:
/// checked against a numerical integration, for bouncing, critical and overdamped springs.
@MainActor
@Suite struct SpringPhysicsTests {
  /// The spring's motion from 0 towards `target`, integrated with small Runge-Kutta steps.
  private func integrated(_ spring: Spring, target: Double, velocity: Double, until end: Double)
    -> (value: Double, velocity: Double)
  {
    let (k, c) = (spring.stiffness, spring.damping)
    var (x, v) = (0.0, velocity)
    let steps = 20_000
    let h = end / Double(steps)
    func acceleration(_ x: Double, _ v: Double) -> Double { -k * (x - target) - c * v }
    for _ in 0..<steps {
      let (k1x, k1v) = (v, acceleration(x, v))
      let (k2x, k2v) = (v + h / 2 * k1v, acceleration(x + h / 2 * k1x, v + h / 2 * k1v))
      let (k3x, k3v) = (v + h / 2 * k2v, acceleration(x + h / 2 * k2x, v + h / 2 * k2v))
      let (k4x, k4v) = (v + h * k3v, acceleration(x + h * k3x, v + h * k3v))
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return (x, v)
  }

  @Test func thePresetSpringsTakeADurationAndExtraBounce() {
    #expect(Spring.snappy(duration: 0.3, extraBounce: 0.4) == Spring(duration: 0.3, bounce: 0.55))
    #expect(Spring.bouncy(extraBounce: 0.1) == Spring(duration: 0.5, bounce: 0.4))
    #expect(Spring.smooth(duration: 1) == Spring(duration: 1, bounce: 0))
    #expect(Spring.snappy() == Spring.snappy)
  }

  @Test(arguments: [0.3, 0.0, -0.5])
  func valueAndVelocityMatchTheIntegratedOscillator(bounce: Double) {
    let spring = Spring(duration: 0.8, bounce: bounce)
    for time in [0.05, 0.2, 0.5, 1.3] {
      let expected = integrated(spring, target: 10, velocity: 4, until: time)
      #expect(
        abs(spring.value(target: 10.0, initialVelocity: 4, time: time) - expected.value) < 1e-6)
      #expect(
        abs(spring.velocity(target: 10.0, initialVelocity: 4, time: time) - expected.velocity)
          < 1e-5)
    }
    #expect(spring.value(target: 10.0, initialVelocity: 4, time: 0) == 0)
    #expect(abs(spring.value(target: 10.0, time: 60) - 10) < 1e-9)
  }

  @Test func theParametersDescribeOneSpring() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(spring.response - 2 * .pi / 10) < 1e-12)
    #expect(abs(spring.dampingRatio - 0.5) < 1e-12 && abs(spring.bounce - 0.5) < 1e-12)
    #expect(abs(spring.stiffness - 100) < 1e-9 && abs(spring.damping - 10) < 1e-9)
    let heavy = Spring(mass: 1, stiffness: 100, damping: 40)
    #expect(heavy.dampingRatio == 1)
    let over = Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
    #expect(abs(over.dampingRatio - 2) < 1e-12 && abs(over.bounce + 0.5) < 1e-12)
    #expect(Spring(response: 0.5, dampingRatio: 2).dampingRatio == 2)
    #expect(Spring(mass: .nan, stiffness: -1, damping: .infinity).dampingRatio == 1)
  }

  @Test func updatingInStepsFollowsTheSameCurve() {
    let spring = Spring.bouncy
    var (value, velocity) = (0.0, 2.0)
    for _ in 0..<10 {
      spring.update(value: &value, velocity: &velocity, target: 5, deltaTime: 0.03)
    }
    #expect(abs(value - spring.value(target: 5.0, initialVelocity: 2, time: 0.3)) < 1e-9)
    #expect(abs(velocity - spring.velocity(target: 5.0, initialVelocity: 2, time: 0.3)) < 1e-9)
  }

  @Test func fromValueToValueMovesAnAnimatableValue() {
    let spring = Spring(duration: 0.5, bounce: 0)
    let moved = spring.value(fromValue: 100.0, toValue: 120.0, initialVelocity: 0, time: 0.25)
    #expect(abs(moved - (100 + spring.value(target: 20.0, time: 0.25))) < 1e-12)
    let size = spring.value(
      fromValue: CGSize(width: 0, height: 10), toValue: CGSize(width: 10, height: 10),
      initialVelocity: .zero, time: 10)
    #expect(abs(size.width - 10) < 1e-9 && size.height == 10)
  }

  @Test func theSettlingDurationIsWhenTheSpringStaysWithinEpsilon() {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    let settling = spring.settlingDuration(target: 1.0, epsilon: 0.01)
    #expect(settling > 0.3 && settling < 3)
    let gap = { (time: Double) in abs(spring.value(target: 1.0, time: time) - 1) }
    #expect(gap(settling - 1.0 / 240) > 0.01)
    #expect((1...200).allSatisfy { gap(settling + Double($0) / 100) <= 0.01 })
    #expect(Spring.bouncy.settlingDuration > Spring.smooth.settlingDuration)
    #expect(spring.settlingDuration(target: 1.0, epsilon: 2) == 0)
  }
}

/// `UnitCurve`'s values and slopes, as a timing curve from (0, 0) to (1, 1).
@Suite struct UnitCurveEvaluationTests {
  @Test func aCurveGoesFromZeroToOneAndClampsProgress() {
    #expect(abs(UnitCurve.linear.value(at: 0.3) - 0.3) < 1e-9)
    #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
    #expect(UnitCurve.easeIn.value(at: 0.25) < 0.25 && UnitCurve.easeOut.value(at: 0.25) > 0.25)
    #expect(UnitCurve.easeIn.value(at: 1.4) == 1 && UnitCurve.easeIn.value(at: -2) == 0)
    #expect(UnitCurve.easeIn.value(at: .nan) == 0)
  }

  @Test func theInverseUndoesTheCurveAndTheVelocityIsItsSlope() {
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.2, y: 0.7), endControlPoint: UnitPoint(x: 0.6, y: 0.1))
    for progress in stride(from: 0.05, through: 0.95, by: 0.15) {
      #expect(abs(curve.inverse.value(at: curve.value(at: progress)) - progress) < 1e-6)
      let h = 1e-5
      let slope = (curve.value(at: progress + h) - curve.value(at: progress - h)) / (2 * h)
      #expect(abs(curve.velocity(at: progress) - slope) < 1e-3)
    }
    #expect(abs(UnitCurve.linear.velocity(at: 0.5) - 1) < 1e-9)
  }
}
