extension UnitCurve {
  /// The curve's output at `progress`, like SwiftUI's `value(at:)`: how far along an
  /// animation timed by the curve is when `progress` of its time has passed.
  ///
  /// Progress outside 0…1 is clamped, as the curve runs from (0, 0) to (1, 1).
  ///
  /// - Parameter progress: The fraction of the time passed.
  /// - Returns: The fraction of the change made.
  public func value(at progress: Double) -> Double {
    coordinate(
      parameter(forX: clamped(progress)), start: startControlPoint.y, end: endControlPoint.y)
  }

  /// The curve's rate of change at `progress`, like SwiftUI's `velocity(at:)`: the change
  /// made per unit of time passed.
  ///
  /// - Parameter progress: The fraction of the time passed.
  /// - Returns: The slope of the curve there.
  public func velocity(at progress: Double) -> Double {
    let parameter = parameter(forX: clamped(progress))
    let dx = slope(parameter, start: startControlPoint.x, end: endControlPoint.x)
    let dy = slope(parameter, start: startControlPoint.y, end: endControlPoint.y)
    if abs(dx) > 1e-12 { return dy / dx }
    guard abs(dy) <= 1e-12 else { return dy >= 0 ? .infinity : -.infinity }
    // Both vanish where a control point sits on the curve's end (`.linear`'s do): the
    // slope there is the limit of their ratio, that of their own derivatives.
    let ddx = bend(parameter, start: startControlPoint.x, end: endControlPoint.x)
    let ddy = bend(parameter, start: startControlPoint.y, end: endControlPoint.y)
    guard abs(ddx) > 1e-12 else { return ddy >= 0 ? .infinity : -.infinity }
    return ddy / ddx
  }

  /// The curve mirrored across the diagonal, like SwiftUI's `inverse`: for a value, the
  /// progress that gives it.
  public var inverse: UnitCurve {
    .bezier(
      startControlPoint: UnitPoint(x: startControlPoint.y, y: startControlPoint.x),
      endControlPoint: UnitPoint(x: endControlPoint.y, y: endControlPoint.x))
  }

  private func clamped(_ progress: Double) -> Double {
    progress.isNaN ? 0 : min(max(progress, 0), 1)
  }

  /// The Bézier parameter whose x is `x`: Newton's method, then bisection if it strays.
  private func parameter(forX x: Double) -> Double {
    let (start, end) = (startControlPoint.x, endControlPoint.x)
    var t = x
    for _ in 0..<8 {
      let error = coordinate(t, start: start, end: end) - x
      if abs(error) < 1e-9 { return t }
      let derivative = slope(t, start: start, end: end)
      guard abs(derivative) > 1e-6 else { break }
      t -= error / derivative
      if !(0...1).contains(t) { break }
    }
    var (low, high) = (0.0, 1.0)
    t = x
    for _ in 0..<60 {
      let value = coordinate(t, start: start, end: end)
      if abs(value - x) < 1e-12 { break }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }

  /// One coordinate of the curve at parameter `t`, its control points' coordinates being
  /// 0, `start`, `end` and 1.
  private func coordinate(_ t: Double, start: Double, end: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * start + 3 * u * t * t * end + t * t * t
  }

  /// The derivative of ``coordinate(_:start:end:)`` at `t`.
  private func slope(_ t: Double, start: Double, end: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * start + 6 * u * t * (end - start) + 3 * t * t * (1 - end)
  }

  /// The derivative of ``slope(_:start:end:)`` at `t`.
  private func bend(_ t: Double, start: Double, end: Double) -> Double {
    6 * (1 - t) * (end - 2 * start) + 6 * t * (1 - 2 * end + start)
  }
}
