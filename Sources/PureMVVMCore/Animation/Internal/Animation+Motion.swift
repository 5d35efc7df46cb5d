import Foundation

extension Animation {
  /// A time inside the base animation, and how fast it passes against the outer time.
  struct LocalTime {
    var time: TimeInterval
    var rate = 1.0
  }

  /// The curve or spring a built-in animation runs, from its name and numbers.
  ///
  /// `.default` runs SwiftUI's default since iOS 17: a spring with a response of 0.55 s
  /// that does not bounce.
  var builtInMotion: any CustomAnimation {
    switch name {
    case "linear": curve(.linear)
    case "easeIn": curve(.easeIn)
    case "easeOut": curve(.easeOut)
    case "easeInOut": curve(.easeInOut)
    case "default": SpringAnimation(spring: Spring(response: 0.55, dampingRatio: 1))
    case "timingCurve":
      curve(
        .bezier(
          startControlPoint: UnitPoint(x: number("p1x") ?? 0, y: number("p1y") ?? 0),
          endControlPoint: UnitPoint(x: number("p2x") ?? 1, y: number("p2y") ?? 1)))
    default:
      SpringAnimation(spring: spring, initialVelocity: number("initialVelocity") ?? 0)
    }
  }

  /// The spring of a spring animation, from the numbers it was made with.
  private var spring: Spring {
    if let response = number("response") {
      return Spring(response: response, dampingRatio: number("dampingFraction") ?? 0.825)
    }
    if let stiffness = number("stiffness") {
      return Spring(
        mass: number("mass") ?? 1, stiffness: stiffness, damping: number("damping") ?? 1)
    }
    let duration = number("duration") ?? 0.5
    let extra = number("extraBounce") ?? 0
    switch name {
    case "bouncy": return .bouncy(duration: duration, extraBounce: extra)
    case "smooth": return .smooth(duration: duration, extraBounce: extra)
    case "snappy": return .snappy(duration: duration, extraBounce: extra)
    case "interactiveSpring": return Spring(duration: duration, bounce: 0.14 + extra)
    default: return Spring(duration: duration, bounce: number("bounce") ?? 0)
    }
  }

  private func curve(_ curve: UnitCurve) -> TimingCurveAnimation {
    TimingCurveAnimation(curve: curve, duration: number("duration") ?? 0.35)
  }

  /// The time inside `base` (the animation's ``base``, made once by the caller) at `time`,
  /// after the delays, speeds and repeats, from the outermost in; `nil` once the repeats
  /// are over.
  func localTime<V>(
    at time: TimeInterval, of base: any CustomAnimation, context: inout AnimationContext<V>
  ) -> LocalTime? {
    guard time.isFinite else { return nil }
    var local = LocalTime(time: time)
    for index in adjustments.indices.reversed() {
      switch adjustments[index] {
      case .delay(let delay):
        if local.time < delay { local.rate = 0 }
        local.time = max(0, local.time - delay)
      case .speed(let speed):
        local.time *= speed
        local.rate *= speed
      case .repeatCount(let count, let autoreverses):
        guard
          let repeated = repeating(
            local, runs: max(count, 1), autoreverses, of: base, inside: index)
        else { return nil }
        local = repeated
      case .repeatForever(let autoreverses):
        local = repeating(local, runs: nil, autoreverses, of: base, inside: index) ?? local
      case .logicallyComplete(let after):
        if local.time >= after { context.isLogicallyComplete = true }
      }
    }
    return local
  }

  /// The time inside one run of a repeat; `nil` after the last run.
  private func repeating(
    _ local: LocalTime, runs: Int?, _ autoreverses: Bool, of base: any CustomAnimation,
    inside index: Int
  ) -> LocalTime? {
    guard let once = duration(of: base, inside: index), once > 0, once.isFinite else {
      return local
    }
    let run = (local.time / once).rounded(.down)
    guard run.isFinite else { return nil }
    if let runs, run >= Double(runs) { return nil }
    var inner = LocalTime(time: local.time - run * once, rate: local.rate)
    if autoreverses, run.truncatingRemainder(dividingBy: 2) == 1 {
      inner.time = once - inner.time
      inner.rate = -inner.rate
    }
    return inner
  }

  /// How long `base` runs with only the adjustments before `index`; `nil` when unknown
  /// (an animation of your own) or endless.
  private func duration(of base: any CustomAnimation, inside index: Int) -> TimeInterval? {
    var duration: TimeInterval? =
      switch base {
      case let curve as TimingCurveAnimation: curve.duration
      case let spring as SpringAnimation: spring.settlingDuration
      default: nil
      }
    for adjustment in adjustments[..<index] {
      switch adjustment {
      case .delay(let delay): duration = duration.map { $0 + delay }
      case .speed(let speed): duration = duration.map { $0 / speed }
      case .repeatCount(let count, _): duration = duration.map { $0 * Double(max(count, 1)) }
      case .repeatForever: duration = nil
      case .logicallyComplete: break
      }
    }
    return duration
  }
}
