import Foundation
import PureMVVM
import PureMVVMTesting
import Testing

@Suite(.timeLimit(.minutes(1))) struct AnimationSamplesTests {
  /// Moves straight to the value, then overshoots by the number of calls so far.
  struct Overshoot: CustomAnimation {
    enum Calls: AnimationStateKey {
      static let defaultValue = 0.0
    }

    func animate<V: VectorArithmetic>(
      value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
      guard time < 1 else { return nil }
      context.state[Calls.self] += 1
      return value.scaled(by: context.state[Calls.self])
    }
  }

  @Test func samplesOfABuiltInAnimationFollowItsCurveUntilItEnds() {
    #expect(Animation.linear(duration: 2).samples(of: 10.0, at: [0, 1, 2]) == [0, 5, nil])
  }

  @Test func samplesRunThroughOneContextInTheOrderAsked() {
    let animation = Animation(Overshoot())
    #expect(animation.samples(of: 2.0, at: [0, 0.5, 0.5, 1]) == [2, 4, 6, nil])
    #expect(animation.samples(of: 2.0, at: []) == [])
  }
}
