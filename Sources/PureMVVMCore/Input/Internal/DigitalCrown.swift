/// What turning the Digital Crown does to a bound value: it moves it, keeps it within its
/// bounds (wrapping round, or stopping), snaps it to a step, and tells the observers.
struct DigitalCrown {
  /// Turns the crown by an amount of the value.
  let rotate: (Double) -> Void

  init<V: BinaryFloatingPoint>(
    _ binding: Binding<V>, bounds: (V, V)? = nil, stride: V? = nil, wraps: Bool = false,
    onChange: @escaping (DigitalCrownEvent) -> Void = { _ in }, onIdle: @escaping () -> Void = {}
  ) {
    let range = bounds.flatMap { Self.range(Double($0.0), Double($0.1)) }
    let step = stride.map { Double($0) }.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    rotate = { amount in
      guard amount.isFinite else { return }
      var turned = Double(binding.wrappedValue) + amount
      if let range { turned = Self.kept(turned, within: range, wraps: wraps, step: step) }
      binding.wrappedValue = V(Self.snapped(turned, to: step, from: range))
      onChange(DigitalCrownEvent(offset: turned, velocity: amount))
      onIdle()
    }
  }

  /// `integer` read as a `Double`, and set to the nearest whole number: to the nearer of
  /// `bounds` when that number is past what the type holds.
  static func measuring<V: BinaryInteger>(_ integer: Binding<V>, bounds: (V, V)) -> Binding<
    Double
  > {
    Binding(
      get: { Double(integer.wrappedValue) },
      set: { value in
        let rounded = value.rounded()
        integer.wrappedValue =
          V(exactly: rounded) ?? (rounded < 0 ? min(bounds.0, bounds.1) : max(bounds.0, bounds.1))
      })
  }

  /// The range between two bounds given in either order; `nil` when one is not finite.
  static func range(_ one: Double, _ other: Double) -> ClosedRange<Double>? {
    guard one.isFinite, other.isFinite else { return nil }
    return min(one, other)...max(one, other)
  }

  /// `value` kept within `bounds`: wrapped round when `wraps`, else stopped at the bound.
  ///
  /// Without a step the bounds are one place (0 and 360 degrees); with one, the upper bound
  /// is a step of its own, a step below the lower one (23 before 0 on a clock of hours).
  static func kept(
    _ value: Double, within bounds: ClosedRange<Double>, wraps: Bool, step: Double?
  ) -> Double {
    let width = bounds.upperBound - bounds.lowerBound + (step ?? 0)
    guard wraps, width > 0 else { return min(max(value, bounds.lowerBound), bounds.upperBound) }
    let offset = (value - bounds.lowerBound).truncatingRemainder(dividingBy: width)
    return bounds.lowerBound + (offset < 0 ? offset + width : offset)
  }

  /// `value` on the nearest multiple of `step` from the lower bound (or from zero), never
  /// past the upper bound; as it is without a step.
  static func snapped(_ value: Double, to step: Double?, from bounds: ClosedRange<Double>?)
    -> Double
  {
    guard let step else { return value }
    let origin = bounds?.lowerBound ?? 0
    let snapped = origin + ((value - origin) / step).rounded() * step
    return bounds.map { min(snapped, $0.upperBound) } ?? snapped
  }
}
