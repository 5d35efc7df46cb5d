import PureMVVMCore
import Testing

/// Animations are values: equal when built the same way, described as Swift spells them.
@Suite struct AnimationTests {
  @Test func animationsBuiltTheSameWayAreEqualAndOthersAreNot() {
    #expect(Animation.spring == .spring)
    #expect(Animation.easeIn != .easeIn(duration: 0.35))
    #expect(Animation.spring(response: 0.3) == .spring(response: 0.3))
    #expect(Animation.spring(response: 0.3) != .spring(response: 0.4))
    #expect(Animation.linear.delay(1) != .linear)
  }

  @Test func descriptionSpellsTheCurveItsArgumentsAndAdjustments() {
    #expect(
      Animation.easeInOut(duration: 0.3).delay(0.1).description
        == "easeInOut(duration: 0.3).delay(0.1)")
    #expect(
      Animation.spring().description == "spring(duration: 0.5, bounce: 0.0, blendDuration: 0.0)")
    #expect(
      Animation.spring(response: 0.5).description
        == "spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0.0)")
    #expect(
      Animation.spring(duration: 0.4, bounce: 0.2).description
        == "spring(duration: 0.4, bounce: 0.2, blendDuration: 0.0)")
    #expect(
      Animation.bouncy.speed(2).description == "bouncy(duration: 0.5, extraBounce: 0.0).speed(2.0)")
  }

  @Test func everySpringAndCurveFormCompilesWithSwiftUISpelling() {
    let animations: [Animation] = [
      .default, .linear, .linear(duration: 1), .easeIn, .easeOut, .easeInOut,
      .easeIn(duration: 1), .easeOut(duration: 1), .easeInOut(duration: 1), .spring,
      .spring(), .spring(response: 0.4, dampingFraction: 0.6, blendDuration: 0.1),
      .spring(duration: 0.3, bounce: 0.4), .spring(Spring(duration: 0.3, bounce: 0.1)),
      .bouncy, .bouncy(duration: 0.4, extraBounce: 0.1), .smooth, .smooth(duration: 0.2),
      .snappy, .snappy(extraBounce: 0.1), .interpolatingSpring,
      .interpolatingSpring(stiffness: 170, damping: 15),
      .interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 1),
      .interpolatingSpring(duration: 0.5, bounce: 0.2), .interpolatingSpring(.bouncy),
      .interactiveSpring, .interactiveSpring(),
      .interactiveSpring(response: 0.2, dampingFraction: 0.7, blendDuration: 0.1),
      .interactiveSpring(duration: 0.2, extraBounce: 0.1),
      .timingCurve(0.2, 0.8, 0.2, 1), .timingCurve(0.2, 0.8, 0.2, 1, duration: 2),
      .timingCurve(.easeInOut, duration: 1),
      .linear.delay(0.5).speed(2).repeatCount(3, autoreverses: false),
      .easeIn.repeatForever(), .easeIn.repeatForever(autoreverses: false),
    ]
    // `.spring` is `.spring()` and `.interactiveSpring` is `.interactiveSpring()`, as in
    // SwiftUI; every other form is a value of its own.
    #expect(Set(animations.map(\.description)).count == animations.count - 2)
  }

  @Test func namedSpringsAreTheirFunctionsWithDefaults() {
    #expect(Animation.spring == .spring())
    #expect(Animation.spring == .spring(duration: 0.5, bounce: 0))
    #expect(Animation.spring != .spring(response: 0.5, dampingFraction: 0.825))
    #expect(Animation.bouncy == .bouncy())
    #expect(Animation.smooth == .smooth())
    #expect(Animation.snappy == .snappy())
    #expect(Animation.interpolatingSpring == .interpolatingSpring())
    #expect(Animation.interactiveSpring == .interactiveSpring())
  }

  @Test func durationAndRepeatCountReadWhatTheAnimationWasMadeWith() {
    #expect(Animation.easeIn(duration: 0.25).duration == 0.25)
    #expect(Animation.default.duration == nil)
    #expect(Animation.spring.duration == 0.5)
    #expect(Animation.linear.repeatCount == 1)
    #expect(Animation.linear.repeatCount(4).repeatCount == 4)
    #expect(Animation.linear.repeatForever().repeatCount == nil)
  }

  @Test func absurdNumbersAreRecordedNotRejected() {
    let animation = Animation.easeIn(duration: .nan).speed(.infinity).repeatCount(.max)
    #expect(
      animation.description
        == "easeIn(duration: nan).speed(inf).repeatCount(9223372036854775807, autoreverses: true)")
    #expect(animation.repeatCount == Int.max)
  }
}
