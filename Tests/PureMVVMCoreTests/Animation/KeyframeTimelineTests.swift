import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `KeyframeTimeline`: each track's path through its keyframes, read at any time.
@MainActor
@Suite struct KeyframeTimelineTests {
  /// A badge that grows and rises, each on a track of its own.
  struct Badge {
    var scale = 1.0
    var lift = 0.0
  }

  /// A step up and back, as track content of its own.
  struct Wiggle: KeyframeTrackContent {
    var body: some KeyframeTrackContent<Double> {
      LinearKeyframe(1.0, duration: 0.5)
      LinearKeyframe(0.0, duration: 0.5)
    }
  }

  /// A badge's pop, as keyframes of its own.
  struct Pop: Keyframes {
    var body: some Keyframes<Badge> {
      KeyframeTrack(\.scale) {
        LinearKeyframe(2.0, duration: 2)
      }
      KeyframeTrack(\.lift) {
        Wiggle()
      }
    }
  }

  private func close(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
    abs(a - b) < tolerance
  }

  @Test func linearKeyframesRunOneAfterAnotherAndHoldTheEnds() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(10.0, duration: 1)
      LinearKeyframe(4.0, duration: 2)
    }
    #expect(timeline.duration == 3)
    let times: [Double] = [-1, 0, 0.5, 1, 2, 3, 60]
    let values: [Double] = times.map { timeline.value(time: $0) }
    #expect(values == [0, 0, 5, 10, 7, 4, 4])
    #expect(timeline.value(progress: 0.5) == 8.5)
  }

  @Test func aTimingCurveShapesItsSegment() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(10.0, duration: 2, timingCurve: .easeIn)
    }
    let expected = 10 * UnitCurve.easeIn.value(at: 0.25)
    #expect(close(timeline.value(time: 0.5), expected))
    #expect(expected < 2.5)
  }

  @Test func aMoveJumpsAtOnceAndTheNextSegmentLeavesFromThere() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      MoveKeyframe(6.0)
      LinearKeyframe(10.0, duration: 1)
      MoveKeyframe(-1.0)
    }
    #expect(timeline.duration == 1)
    #expect(timeline.value(time: 0) == 6)
    #expect(timeline.value(time: 0.5) == 8)
    #expect(timeline.value(time: 1) == -1)
  }

  @Test func eachTrackMovesItsOwnPropertyAndAShorterOneHoldsItsLastValue() {
    let timeline = KeyframeTimeline(initialValue: Badge()) {
      KeyframeTrack(\.scale) {
        LinearKeyframe(2.0, duration: 1)
      }
      KeyframeTrack(\.lift) {
        LinearKeyframe(-30.0, duration: 3)
      }
    }
    #expect(timeline.duration == 3)
    let middle = timeline.value(time: 0.5)
    #expect(middle.scale == 1.5 && close(middle.lift, -5))
    let later = timeline.value(time: 1.5)
    #expect(later.scale == 2 && later.lift == -15)
  }

  @Test func aSpringSegmentRunsItsSpringForItsSettlingDurationUnlessGivenOne() {
    let spring = Spring(duration: 0.4, bounce: 0.3)
    let settling = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(10.0, spring: spring)
    }
    #expect(settling.duration == spring.settlingDuration)
    let expected: Double = spring.value(target: 10.0, initialVelocity: 0, time: 0.2)
    #expect(close(settling.value(time: 0.2), expected))
    #expect(settling.value(time: settling.duration) == 10)
    let short = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(10.0, duration: 0.1, spring: spring, startVelocity: 50)
    }
    #expect(short.duration == 0.1)
    let pushed: Double = spring.value(target: 10.0, initialVelocity: 50.0, time: 0.05)
    #expect(close(short.value(time: 0.05), pushed))
  }

  @Test func aSpringLeftToTheTracksVelocityStartsWithTheLinearSegmentsSpeed() {
    let spring = Spring(duration: 0.5, bounce: 0)
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(10.0, duration: 1)
      SpringKeyframe(20.0, duration: 1, spring: spring)
    }
    let expected: Double = 10 + spring.value(target: 10.0, initialVelocity: 10.0, time: 0.25)
    #expect(close(timeline.value(time: 1.25), expected))
  }

  @Test func cubicKeyframesPassThroughEachValueSmoothly() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(100.0, duration: 0.3)
      CubicKeyframe(0.0, duration: 0.7)
    }
    #expect(close(timeline.value(time: 0.3), 100))
    #expect(close(timeline.value(time: 1), 0))
    // The curve is smooth through the middle keyframe: its slope is the same either side.
    let step = 1e-6
    let before = (timeline.value(time: 0.3) - timeline.value(time: 0.3 - step)) / step
    let after = (timeline.value(time: 0.3 + step) - timeline.value(time: 0.3)) / step
    #expect(close(before, after, within: 1e-2))
    #expect(close(after, 0, within: 1e-2))
  }

  /// The slopes of `timeline` just before and just after `time`.
  private func slopes(of timeline: KeyframeTimeline<Double>, around time: Double) -> (
    before: Double, after: Double
  ) {
    let step = 1e-6
    let value = timeline.value(time: time)
    return (
      (value - timeline.value(time: time - step)) / step,
      (timeline.value(time: time + step) - value) / step
    )
  }

  @Test func aCubicKeyframeBetweenTwoOthersHasTheCatmullRomSlope() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(50.0, duration: 0.5)
      CubicKeyframe(150.0, duration: 1.5)
    }
    // The change across both segments over their time: 150 in 2 seconds.
    let (before, after) = slopes(of: timeline, around: 0.5)
    #expect(close(before, 75, within: 1e-2) && close(after, 75, within: 1e-2))
  }

  @Test func aCubicKeyframeEndsAtTheStartVelocityGivenToTheNext() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(10.0, duration: 1)
      CubicKeyframe(20.0, duration: 1, startVelocity: 0)
    }
    let (before, after) = slopes(of: timeline, around: 1)
    #expect(close(before, 0, within: 1e-3) && close(after, 0, within: 1e-3))
  }

  @Test func keyframesInALoopOutsideATrackFormOneTrack() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      for step in 1...4 {
        LinearKeyframe(Double(step), duration: 1)
      }
    }
    #expect(timeline.duration == 4)
    #expect(close(timeline.value(time: 2.5), 2.5, within: 1e-6))
  }

  @Test func eachTrackStartsFromTheInitialValueThoughAnotherMovedItFirst() {
    let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
      KeyframeTrack(\.x) {
        LinearKeyframe(10, duration: 1)
      }
      KeyframeTrack(\.self) {
        LinearKeyframe(CGPoint(x: 0, y: 10), duration: 2)
      }
    }
    let value = timeline.value(time: 1)
    #expect(close(value.x, 0, within: 1e-6) && close(value.y, 5, within: 1e-6))
  }

  @Test func cubicVelocitiesGivenAreTheSlopesAtTheEnds() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(10.0, duration: 2, startVelocity: 20, endVelocity: -5)
    }
    let step = 1e-6
    let start = (timeline.value(time: step) - timeline.value(time: 0)) / step
    let end = (timeline.value(time: 2) - timeline.value(time: 2 - step)) / step
    #expect(close(start, 20, within: 1e-3))
    #expect(close(end, -5, within: 1e-3))
    let resting = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(10.0, duration: 2, startVelocity: 0, endVelocity: 0)
    }
    #expect(close(resting.value(time: 1), 5))
  }

  @Test func anglesAndPointsMoveThroughTheirAnimatableData() {
    let turn = KeyframeTimeline(initialValue: Angle.zero) {
      LinearKeyframe(Angle.degrees(90), duration: 1)
    }
    #expect(close(turn.value(time: 0.5).degrees, 45))
    let point = KeyframeTimeline(initialValue: CGPoint.zero) {
      LinearKeyframe(CGPoint(x: 10, y: -20), duration: 1)
    }
    let quarter = point.value(progress: 0.25)
    #expect(close(quarter.x, 2.5) && close(quarter.y, -5))
  }

  @Test func durationsThatAreNegativeOrNotFiniteLastNoTime() {
    let timeline = KeyframeTimeline(initialValue: 1.0) {
      LinearKeyframe(5.0, duration: .nan)
      LinearKeyframe(6.0, duration: -3)
      LinearKeyframe(7.0, duration: .infinity)
    }
    #expect(timeline.duration == 0)
    #expect(timeline.value(time: 0) == 7)
    #expect(timeline.value(progress: 0.5) == 7)
  }

  @Test func timesThatAreNotNumbersReadTheEnd() {
    let timeline = KeyframeTimeline(initialValue: 1.0) {
      LinearKeyframe(5.0, duration: 1)
    }
    #expect(timeline.value(time: .nan) == 5)
    #expect(timeline.value(time: .infinity) == 5)
    #expect(timeline.value(time: -.infinity) == 1)
  }

  @Test func aTimelineWithoutKeyframesStaysAtItsInitialValue() {
    let timeline = KeyframeTimeline(initialValue: Badge(scale: 3)) {
      KeyframeTrack(\.lift) {}
    }
    #expect(timeline.duration == 0)
    #expect(timeline.value(time: 1).scale == 3 && timeline.value(time: 1).lift == 0)
  }

  @Test func keyframesAndTrackContentOfYourOwnAreMadeOfTheirBodies() {
    let timeline = KeyframeTimeline(initialValue: Badge()) { Pop() }
    #expect(timeline.duration == 2)
    let value = timeline.value(time: 0.25)
    #expect(close(value.scale, 1.125, within: 1e-6))
    #expect(value.lift == 0.5)
    #expect(timeline.value(time: 0.75).lift == 0.5)
    let animator = KeyframeAnimator(initialValue: Badge()) {
      Text("\($0.scale)")
    } keyframes: { _ in
      Pop()
    }
    let animated = DesignInspector(animator)
    #expect(animated.texts == ["2.0"])
  }
}
