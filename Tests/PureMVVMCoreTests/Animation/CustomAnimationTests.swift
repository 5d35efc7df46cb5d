import Foundation
import PureMVVMCore
import Testing

@Suite(.timeLimit(.minutes(1))) struct CustomAnimationTests {
  /// Counts the calls it answers in its state, and moves linearly over `duration`.
  struct CountingAnimation: CustomAnimation {
    var duration: TimeInterval

    enum Calls: AnimationStateKey {
      static let defaultValue = 0
    }

    func animate<V: VectorArithmetic>(
      value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
      context.state[Calls.self] += 1
      if time >= duration / 2 { context.isLogicallyComplete = true }
      guard time < duration else { return nil }
      return value.scaled(by: time / duration * Double(context.state[Calls.self]))
    }
  }

  func values(_ animation: Animation, _ value: Double, at times: [TimeInterval]) -> [Double?] {
    var context = AnimationContext<Double>()
    return times.map { animation.animate(value: value, time: $0, context: &context) }
  }

  /// Whether two lists of samples match within a rounding error, with `nil`s in the same places.
  func matches(_ actual: [Double?], _ expected: [Double?]) -> Bool {
    actual.count == expected.count
      && zip(actual, expected).allSatisfy { pair in
        switch pair {
        case (nil, nil): true
        case (let actual?, let expected?): abs(actual - expected) < 1e-9
        default: false
        }
      }
  }

  @Test func aLinearCurveMovesInProportionAndFinishesAtItsDuration() {
    #expect(
      matches(values(.linear(duration: 2), 10, at: [0, 0.5, 1, 1.5, 2]), [0, 2.5, 5, 7.5, nil]))
    #expect(matches(values(.linear, 1, at: [0.35]), [nil]))
  }

  @Test func easingCurvesStartSlowAndMeetHalfWayAtHalfTime() throws {
    let early = try #require(values(.easeInOut(duration: 1), 10, at: [0.25])[0])
    let middle = try #require(values(.easeInOut(duration: 1), 10, at: [0.5])[0])
    #expect(early < 2.5)
    #expect(abs(middle - 5) < 1e-9)
    #expect(try #require(values(.easeIn(duration: 1), 10, at: [0.5])[0]) < 5)
    #expect(try #require(values(.easeOut(duration: 1), 10, at: [0.5])[0]) > 5)
  }

  @Test func delayWaitsAtTheStartAndSpeedShortensTheRun() {
    #expect(matches(values(.linear(duration: 1).delay(1), 10, at: [0.5, 1.5, 2]), [0, 5, nil]))
    #expect(matches(values(.linear(duration: 2).speed(2), 10, at: [0.5, 1]), [5, nil]))
  }

  @Test func autoreversingRepeatsRunBackwardsEveryOtherTime() {
    let reversing = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
    #expect(matches(values(reversing, 10, at: [0.25, 1.25, 2]), [2.5, 7.5, nil]))
    let restarting = Animation.linear(duration: 1).repeatCount(2, autoreverses: false)
    #expect(matches(values(restarting, 10, at: [0.25, 1.25, 2]), [2.5, 2.5, nil]))
    let forever = Animation.linear(duration: 1).repeatForever(autoreverses: false)
    #expect(matches(values(forever, 10, at: [1_000.25]), [2.5]))
  }

  @Test func timesThatAreNotFiniteFindTheAnimationFinished() {
    let forever = Animation.linear(duration: 1).repeatForever()
    #expect(matches(values(forever, 10, at: [.infinity, .nan, -.infinity]), [nil, nil, nil]))
    #expect(matches(values(.linear(duration: 1).repeatCount(3), 10, at: [.nan]), [nil]))
    #expect(matches(values(forever, 10, at: [1e300]), [0]))
  }

  @Test func theDefaultIsASpringThatDoesNotBounce() throws {
    let spring = Spring(response: 0.55, dampingRatio: 1)
    #expect(
      try #require(values(.default, 10, at: [0.2])[0]) == spring.value(target: 10.0, time: 0.2))
    var context = AnimationContext<Double>()
    #expect(Animation.default.shouldMerge(previous: .easeIn, value: 1, time: 0, context: &context))
  }

  @Test func aRepeatIncludesTheDelayOfEachRun() {
    let animation = Animation.linear(duration: 1).delay(1).repeatCount(2, autoreverses: false)
    #expect(matches(values(animation, 10, at: [0.5, 1.5, 2.5, 3.5, 4]), [0, 5, 0, 5, nil]))
  }

  @Test func aSpringFollowsItsPhysicsUntilItSettles() throws {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    let sampled = values(.spring(spring), 10, at: [0, 0.25, spring.settlingDuration])
    #expect(sampled[0] == 0)
    #expect(sampled[1] == spring.value(target: 10.0, time: 0.25))
    #expect(sampled[2] == nil)
    let bouncy = try #require(values(.bouncy, 10, at: [0.25])[0])
    #expect(bouncy == Spring.bouncy.value(target: 10.0, time: 0.25))
  }

  @Test func springsMergeWithARunningAnimationAndCurvesDoNot() {
    var context = AnimationContext<Double>()
    #expect(Animation.spring.shouldMerge(previous: .easeIn, value: 1, time: 0, context: &context))
    #expect(!Animation.easeIn.shouldMerge(previous: .spring, value: 1, time: 0, context: &context))
  }

  @Test func anAnimationOfYourOwnRunsWithItsStateKeptBetweenCalls() {
    let animation = Animation(CountingAnimation(duration: 4))
    #expect(matches(values(animation, 10, at: [1, 1, 2, 4]), [2.5, 5, 15, nil]))
  }

  @Test func anAnimationOfYourOwnIsItsBaseAndEqualsOneMadeAlike() {
    let animation = Animation(CountingAnimation(duration: 1))
    #expect(animation == Animation(CountingAnimation(duration: 1)))
    #expect(animation != Animation(CountingAnimation(duration: 2)))
    #expect(animation != .linear(duration: 1))
    #expect(animation.base as? CountingAnimation == CountingAnimation(duration: 1))
    #expect(animation.description == "CountingAnimation(duration: 1.0)")
    var context = AnimationContext<Double>()
    #expect(animation.velocity(value: 1, time: 0, context: context) == nil)
    #expect(!animation.shouldMerge(previous: .spring, value: 1.0, time: 0, context: &context))
  }

  @Test func logicalCompletionOnceSetStaysSet() {
    var context = AnimationContext<Double>()
    let animation = Animation(CountingAnimation(duration: 4))
    _ = animation.animate(value: 1, time: 3, context: &context)
    #expect(context.isLogicallyComplete)
    context.isLogicallyComplete = false
    #expect(context.isLogicallyComplete)
    var timed = AnimationContext<Double>()
    _ = Animation.linear(duration: 4).logicallyComplete(after: 1).animate(
      value: 1, time: 0.5, context: &timed)
    #expect(!timed.isLogicallyComplete)
    _ = Animation.linear(duration: 4).logicallyComplete(after: 1).animate(
      value: 1, time: 1.5, context: &timed)
    #expect(timed.isLogicallyComplete)
  }

  @Test func velocityFollowsTheCurveAndTheSpeed() {
    let linear = Animation.linear(duration: 2)
    let context = AnimationContext<Double>()
    #expect(matches([linear.velocity(value: 10, time: 1, context: context)], [5]))
    #expect(matches([linear.speed(2).velocity(value: 10, time: 0.5, context: context)], [10]))
    #expect(matches([linear.delay(1).velocity(value: 10, time: 0.5, context: context)], [0]))
    let reversing = linear.repeatCount(2, autoreverses: true)
    #expect(matches([reversing.velocity(value: 10, time: 2.5, context: context)], [-5]))
  }

  @Test func withStateKeepsTheEnvironmentAndCompletion() {
    var environment = EnvironmentValues()
    environment.layoutDirection = .rightToLeft
    var context = AnimationContext<Double>(environment: environment)
    context.isLogicallyComplete = true
    var state = AnimationState<CGFloat>()
    state[CountingAnimation.Calls.self] = 7
    let other = context.withState(state)
    #expect(other.environment.layoutDirection == .rightToLeft)
    #expect(other.isLogicallyComplete)
    #expect(other.state[CountingAnimation.Calls.self] == 7)
  }
}
