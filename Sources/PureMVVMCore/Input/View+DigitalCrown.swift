extension View {
  /// Turns `binding` with the Digital Crown, like watchOS's `digitalCrownRotation(_:)`.
  ///
  /// A test turns the crown on the view with `rotateDigitalCrown(by:)`, by an amount of
  /// the value.
  ///
  /// - Parameter binding: The value the crown changes.
  /// - Returns: The view.
  nonisolated public func digitalCrownRotation<V: BinaryFloatingPoint>(_ binding: Binding<V>)
    -> some View
  {
    crownRotation(DigitalCrown(binding))
  }

  /// Turns `binding` with the Digital Crown within bounds, like watchOS's
  /// `digitalCrownRotation(_:from:through:by:sensitivity:isContinuous:isHapticFeedbackEnabled:)`:
  /// the value stays within `minValue...maxValue` (a continuous crown wraps round), on a
  /// multiple of `stride` from `minValue` when one is given.
  ///
  /// - Parameters:
  ///   - binding: The value the crown changes.
  ///   - minValue: The least value.
  ///   - maxValue: The greatest value.
  ///   - stride: The step the value snaps to, or `nil` for none.
  ///   - sensitivity: How far the crown turns for a change; accepted.
  ///   - isContinuous: Whether the value wraps round past its bounds.
  ///   - isHapticFeedbackEnabled: Whether the watch taps at each step; accepted.
  /// - Returns: The view.
  nonisolated public func digitalCrownRotation<V>(
    _ binding: Binding<V>, from minValue: V, through maxValue: V, by stride: V.Stride? = nil,
    sensitivity: DigitalCrownRotationalSensitivity = .high, isContinuous: Bool = false,
    isHapticFeedbackEnabled: Bool = true
  ) -> some View where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    let crown = DigitalCrown(
      binding, bounds: (minValue, maxValue), stride: stride.map { V($0) }, wraps: isContinuous)
    return crownRotation(crown)
  }

  /// Turns `binding` with the Digital Crown within bounds, telling `onChange` of each turn
  /// and `onIdle` when it stops, like watchOS's
  /// `digitalCrownRotation(_:from:through:sensitivity:isContinuous:isHapticFeedbackEnabled:onChange:onIdle:)`.
  ///
  /// - Parameters:
  ///   - binding: The value the crown changes.
  ///   - minValue: The least value.
  ///   - maxValue: The greatest value.
  ///   - sensitivity: How far the crown turns for a change; accepted.
  ///   - isContinuous: Whether the value wraps round past its bounds.
  ///   - isHapticFeedbackEnabled: Whether the watch taps as it turns; accepted.
  ///   - onChange: Called with each turn.
  ///   - onIdle: Called when the crown stops.
  /// - Returns: The view.
  nonisolated public func digitalCrownRotation<V: BinaryFloatingPoint>(
    _ binding: Binding<V>, from minValue: V, through maxValue: V,
    sensitivity: DigitalCrownRotationalSensitivity = .high, isContinuous: Bool = false,
    isHapticFeedbackEnabled: Bool = true,
    onChange: @escaping (DigitalCrownEvent) -> Void = { _ in },
    onIdle: @escaping () -> Void = {}
  ) -> some View {
    let crown = DigitalCrown(
      binding, bounds: (minValue, maxValue), wraps: isContinuous, onChange: onChange,
      onIdle: onIdle)
    return crownRotation(crown)
  }

  /// Turns `binding` with the Digital Crown, telling `onChange` of each turn and `onIdle`
  /// when it stops, like watchOS's `digitalCrownRotation(_:onChange:onIdle:)`.
  ///
  /// - Parameters:
  ///   - binding: The value the crown changes.
  ///   - onChange: Called with each turn.
  ///   - onIdle: Called when the crown stops.
  /// - Returns: The view.
  nonisolated public func digitalCrownRotation<V: BinaryFloatingPoint>(
    _ binding: Binding<V>, onChange: @escaping (DigitalCrownEvent) -> Void = { _ in },
    onIdle: @escaping () -> Void = {}
  ) -> some View {
    crownRotation(DigitalCrown(binding, onChange: onChange, onIdle: onIdle))
  }

  /// Turns `detent` with the Digital Crown in steps of `stride` within bounds, like
  /// watchOS's `digitalCrownRotation(detent:from:through:by:sensitivity:isContinuous:isHapticFeedbackEnabled:onChange:onIdle:)`:
  /// the value snaps to the nearest step; `onChange` is told where the crown is.
  ///
  /// - Parameters:
  ///   - detent: The value the crown changes, on a step.
  ///   - minValue: The least value.
  ///   - maxValue: The greatest value.
  ///   - stride: The step.
  ///   - sensitivity: How far the crown turns for a change; accepted.
  ///   - isContinuous: Whether the value wraps round past its bounds.
  ///   - isHapticFeedbackEnabled: Whether the watch taps at each step; accepted.
  ///   - onChange: Called with each turn.
  ///   - onIdle: Called when the crown stops.
  /// - Returns: The view.
  nonisolated public func digitalCrownRotation<V>(
    detent: Binding<V>, from minValue: V, through maxValue: V, by stride: V.Stride,
    sensitivity: DigitalCrownRotationalSensitivity = .high, isContinuous: Bool = false,
    isHapticFeedbackEnabled: Bool = true,
    onChange: @escaping (DigitalCrownEvent) -> Void = { _ in },
    onIdle: @escaping () -> Void = {}
  ) -> some View where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    let crown = DigitalCrown(
      detent, bounds: (minValue, maxValue), stride: V(stride), wraps: isContinuous,
      onChange: onChange, onIdle: onIdle)
    return crownRotation(crown)
  }

  /// Turns the whole number `detent` with the Digital Crown in steps of `stride` within
  /// bounds, like watchOS's integer
  /// `digitalCrownRotation(detent:from:through:by:sensitivity:isContinuous:isHapticFeedbackEnabled:onChange:onIdle:)`.
  ///
  /// - Parameters:
  ///   - detent: The value the crown changes, on a step.
  ///   - minValue: The least value.
  ///   - maxValue: The greatest value.
  ///   - stride: The step.
  ///   - sensitivity: How far the crown turns for a change; accepted.
  ///   - isContinuous: Whether the value wraps round past its bounds.
  ///   - isHapticFeedbackEnabled: Whether the watch taps at each step; accepted.
  ///   - onChange: Called with each turn.
  ///   - onIdle: Called when the crown stops.
  /// - Returns: The view.
  nonisolated public func digitalCrownRotation<V>(
    detent: Binding<V>, from minValue: V, through maxValue: V, by stride: V.Stride,
    sensitivity: DigitalCrownRotationalSensitivity = .high, isContinuous: Bool = false,
    isHapticFeedbackEnabled: Bool = true,
    onChange: @escaping (DigitalCrownEvent) -> Void = { _ in },
    onIdle: @escaping () -> Void = {}
  ) -> some View where V: BinaryInteger, V.Stride: BinaryInteger {
    let crown = DigitalCrown(
      DigitalCrown.measuring(detent, bounds: (minValue, maxValue)),
      bounds: (Double(minValue), Double(maxValue)), stride: Double(stride), wraps: isContinuous,
      onChange: onChange, onIdle: onIdle)
    return crownRotation(crown)
  }

  /// Lets the view's elements turn `crown`.
  nonisolated private func crownRotation(_ crown: DigitalCrown) -> some View {
    let rotate = crown.rotate
    return modifier(ElementHandlersModifier { $0.rotateCrown = rotate })
  }
}
