import Foundation
import PureMVVMCore

extension Animation {
  /// The animation's values at `times`, as SwiftUI would draw them: a test checks an
  /// animation of your own (a `CustomAnimation`) or a built-in one without a clock.
  ///
  /// One context runs through every sample, in order, so an animation that keeps state in
  /// `AnimationContext.state` sees it from one time to the next.
  ///
  /// ```swift
  /// let values = Animation.linear(duration: 2).samples(of: 10.0, at: [0, 1, 2])
  /// #expect(values == [0, 5, nil])
  /// ```
  ///
  /// - Parameters:
  ///   - value: The change to animate: the animation moves from zero to it.
  ///   - times: Seconds since the animation started, in the order to ask.
  ///   - environment: The environment the animation runs in.
  /// - Returns: The value at each time; `nil` once the animation has finished.
  public func samples<V: VectorArithmetic>(
    of value: V, at times: [TimeInterval], in environment: EnvironmentValues = EnvironmentValues()
  ) -> [V?] {
    var context = AnimationContext<V>(environment: environment)
    return times.map { animate(value: value, time: $0, context: &context) }
  }
}
