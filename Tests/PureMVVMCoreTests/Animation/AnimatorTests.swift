import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// A host has no clock: phase and keyframe animators show the value they rest at, and
/// animatable data interpolates as in SwiftUI.
@MainActor
@Suite struct AnimatorTests {
  enum Pulse: CaseIterable {
    case small, large, faded
  }

  @Test func phaseAnimatorWithoutTriggerShowsItsLastPhase() throws {
    let view = PhaseAnimator(Pulse.allCases) { phase in Text("\(phase)") }
    #expect(DesignInspector(view).texts == ["faded"])
  }

  @Test func phaseAnimatorWithTriggerRestsInItsFirstPhase() {
    let view = Text("Heart").phaseAnimator(Pulse.allCases, trigger: 3) { content, phase in
      content.scaleEffect(phase == .small ? 1 : 3)
    } animation: { _ in
      .bouncy
    }
    #expect(
      (try? DesignInspector(view).find(text: "Heart").element.attributes.effects)
        == [.scale(x: 1, y: 1, anchor: .center)])
  }

  @Test func phaseAnimatorOverAnEndlessSequenceStopsReadingAtTenThousandPhases() {
    let view = Text("Tick").phaseAnimator((0...).lazy.map { $0 }) { content, phase in
      content.opacity(phase == 9_999 ? 1 : 0)
    }
    let inspector = DesignInspector(view)
    #expect((try? inspector.find(text: "Tick").element.attributes.opacity) == 1)
    #expect(DesignInspector(PhaseAnimator([Int]()) { Text("\($0)") }).texts.isEmpty)
  }

  struct Bounce {
    var scale = 1.0
    var lift = 0.0
  }

  /// A ball that bounces each time it is tapped, rising ten points higher each time.
  struct BouncingBall: View {
    @State private var taps = 0

    var body: some View {
      Button("Ball") { taps += 1 }
        .keyframeAnimator(initialValue: Bounce(), trigger: taps) { content, value in
          content.scaleEffect(value.scale).offset(y: value.lift)
        } keyframes: { start in
          KeyframeTrack(\.scale) {
            LinearKeyframe(1.5, duration: 0.2)
            SpringKeyframe(0.8, duration: 0.3, spring: .bouncy)
          }
          KeyframeTrack(\.lift) {
            CubicKeyframe(start.lift - 20, duration: 0.2)
            MoveKeyframe(start.lift - 10)
          }
        }
    }
  }

  @Test func aTriggeredAnimatorRestsAtItsInitialValueThenWhereEachPlayEnds() throws {
    let inspector = DesignInspector(BouncingBall())
    let ball = { try inspector.find(button: "Ball") }
    let resting: [ElementEffect] = [.scale(x: 1, y: 1, anchor: .center), .offset(x: 0, y: 0)]
    #expect(try ball().element.attributes.effects == resting)
    try ball().tap()
    let bounced: [ElementEffect] = [.scale(x: 0.8, y: 0.8, anchor: .center), .offset(x: 0, y: -10)]
    #expect(try ball().element.attributes.effects == bounced)
    try ball().tap()
    #expect(try ball().element.attributes.effects.last == .offset(x: 0, y: -20))
  }

  @Test func keyframeTrackOfTheWholeValueAndEmptyTracksKeepTheirValues() {
    let animator = KeyframeAnimator(initialValue: 2.0) { value in
      Text("\(value)")
    } keyframes: { _ in
      KeyframeTrack {
        LinearKeyframe(4.0, duration: 1)
        if Bool.random() {
          LinearKeyframe(5.0, duration: 1)
        } else {
          LinearKeyframe(5.0, duration: 2)
        }
      }
      KeyframeTrack(\.self) {}
    }
    #expect(DesignInspector(animator).texts == ["5.0"])
    let once = KeyframeAnimator(initialValue: 2.0, repeating: false) {
      Text("\($0)")
    } keyframes: { _ in
      LinearKeyframe(4.0, duration: 1)
    }
    #expect(DesignInspector(once).texts == ["2.0"])
  }

  struct Wave: Shape {
    var phase: Double
    var animatableData: Double {
      get { phase }
      set { phase = newValue }
    }
    func path(in rect: CGRect) -> Path { Path(rect) }
  }

  /// A shape that animates through a size's data, read and set from the shape's own
  /// nonisolated members, as a swipe's curve does.
  struct Swipe: Shape {
    var offset: CGSize
    var animatableData: CGSize.AnimatableData {
      get { offset.animatableData }
      set { offset.animatableData = newValue }
    }
    func path(in rect: CGRect) -> Path { Path(CGRect(origin: .zero, size: offset)) }
  }

  @Test func aShapeAnimatesThroughABuiltInTypesData() {
    var swipe = Swipe(offset: CGSize(width: 10, height: 4))
    swipe.animatableData.interpolate(towards: AnimatablePair(30, 8), amount: 0.5)
    #expect(swipe.offset == CGSize(width: 20, height: 6))
  }

  @Test func animatableDataInterpolatesAsVectorArithmetic() {
    var pair = AnimatablePair(1.0, CGFloat(10))
    pair.interpolate(towards: AnimatablePair(3.0, 20), amount: 0.5)
    #expect(pair.first == 2 && pair.second == 15)
    #expect(pair.magnitudeSquared == 4 + 225)
    #expect(Angle.degrees(180).animatableData == .pi)
    #expect(EmptyAnimatableData().scaled(by: 3) == .zero)
    var wave = Wave(phase: 0)
    wave.animatableData = 2
    #expect(wave.phase == 2)
  }
}

extension AnimatorTests {
  @Test func geometryValuesAnimateAsPairs() {
    var rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    rect.animatableData = CGRect(x: 2, y: 4, width: 6, height: 8).animatableData
    #expect(rect == CGRect(x: 2, y: 4, width: 6, height: 8))
    var point = UnitPoint.center
    point.animatableData = AnimatablePair(0.25, 1)
    #expect(point == UnitPoint(x: 0.25, y: 1))
    var size = CGSize.zero
    size.animatableData.interpolate(towards: AnimatablePair(10, 20), amount: 0.5)
    #expect(size == CGSize(width: 5, height: 10))
  }

  @Test func anglesScaleAndNegate() {
    var angle = -Angle.degrees(90) * 2 / 4
    #expect(angle == .degrees(-45))
    angle *= 2
    angle.negate()
    #expect(angle == .degrees(90))
    #expect(angle.magnitude == .pi / 2)
  }

  @Test func keyframesMoveSizesAndPoints() {
    let view = Text("Card").keyframeAnimator(initialValue: CGSize.zero) {
      content, offset in
      content.offset(offset)
    } keyframes: { _ in
      KeyframeTrack {
        SpringKeyframe(CGSize(width: 30, height: 0), spring: .bouncy)
        LinearKeyframe(CGSize(width: 10, height: 5), duration: 0.2)
      }
    }
    #expect(
      (try? DesignInspector(view).find(text: "Card").element.attributes.effects)
        == [.offset(x: 10, y: 5)])
  }

  struct QuietFeedback: View {
    @State private var saved = 0

    var body: some View {
      Button("Save \(saved)") { saved += 1 }
        .sensoryFeedback(trigger: saved) { saved > 1 ? .success : nil }
        .transition(.blurReplace(.upUp))
    }
  }

  @Test func feedbackWithoutValuesDecidesOnItsOwn() throws {
    let inspector = DesignInspector(QuietFeedback())
    try inspector.find(button: "Save 0").tap()
    try inspector.find(button: "Save 1").tap()
    #expect(inspector.sensoryFeedback == [.success])
    #expect(
      try inspector.find(button: "Save 2").element.attributes.transition?.description
        == "blurReplace")
  }
}
