// The iOS 26 initializers: a neutral value, enabled bounds, a current value label and
// ticks. The ticks, the neutral value and the current value label are accepted, not
// drawn; writes stay within the enabled bounds.

extension Slider where ValueLabel == EmptyView {
  /// Creates a slider with a neutral value and enabled bounds (iOS 26).
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The least and greatest value.
  ///   - neutralValue: Where the track's fill starts: accepted.
  ///   - enabledBounds: The values a user can choose; writes stay within them.
  ///   - label: What the slider sets.
  ///   - currentValueLabel: The value, as a style may show it: accepted.
  ///   - onEditingChanged: Accepted.
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
    enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), enabledBounds: enabledBounds)
  }

  /// Creates a slider with ticks along its track (iOS 26).
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The least and greatest value.
  ///   - neutralValue: Where the track's fill starts: accepted.
  ///   - enabledBounds: The values a user can choose; writes stay within them.
  ///   - label: What the slider sets.
  ///   - currentValueLabel: The value, as a style may show it: accepted.
  ///   - ticks: The ticks: accepted.
  ///   - onEditingChanged: Accepted.
  public init<V: BinaryFloatingPoint, Ticks: SliderTickContent>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
    enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
    @SliderTickBuilder<V> ticks: () -> Ticks, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where Ticks.Value == V, V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), enabledBounds: enabledBounds)
  }

  /// Creates a slider that moves in steps, with a tick at each step `tick` gives one for
  /// (iOS 26).
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The least and greatest value.
  ///   - step: The size of a step.
  ///   - neutralValue: Where the track's fill starts: accepted.
  ///   - enabledBounds: The values a user can choose; writes stay within them.
  ///   - label: What the slider sets.
  ///   - currentValueLabel: The value, as a style may show it: accepted.
  ///   - tick: The tick of a step's value, or `nil` for none: accepted.
  ///   - onEditingChanged: Accepted.
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil,
    enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
    tick: (V) -> SliderTick<V>? = { _ in nil },
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(), enabledBounds: enabledBounds)
  }
}

extension Slider {
  /// Creates a slider with a neutral value, enabled bounds and labels for its ends
  /// (iOS 26).
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The least and greatest value.
  ///   - neutralValue: Where the track's fill starts: accepted.
  ///   - enabledBounds: The values a user can choose; writes stay within them.
  ///   - label: What the slider sets.
  ///   - currentValueLabel: The value, as a style may show it: accepted.
  ///   - minimumValueLabel: Drawn at the track's least end.
  ///   - maximumValueLabel: Drawn at the track's greatest end.
  ///   - onEditingChanged: Accepted.
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
    enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), enabledBounds: enabledBounds)
    valueLabels = (minimumValueLabel(), maximumValueLabel())
  }

  /// Creates a slider with ticks and labels for its ends (iOS 26).
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The least and greatest value.
  ///   - neutralValue: Where the track's fill starts: accepted.
  ///   - enabledBounds: The values a user can choose; writes stay within them.
  ///   - label: What the slider sets.
  ///   - currentValueLabel: The value, as a style may show it: accepted.
  ///   - minimumValueLabel: Drawn at the track's least end.
  ///   - maximumValueLabel: Drawn at the track's greatest end.
  ///   - ticks: The ticks: accepted.
  ///   - onEditingChanged: Accepted.
  public init<V: BinaryFloatingPoint, Ticks: SliderTickContent>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
    enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    @SliderTickBuilder<V> ticks: () -> Ticks, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where Ticks.Value == V, V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), enabledBounds: enabledBounds)
    valueLabels = (minimumValueLabel(), maximumValueLabel())
  }

  /// Creates a slider that moves in steps, with labels for its ends and a tick at each
  /// step `tick` gives one for (iOS 26).
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The least and greatest value.
  ///   - step: The size of a step.
  ///   - neutralValue: Where the track's fill starts: accepted.
  ///   - enabledBounds: The values a user can choose; writes stay within them.
  ///   - label: What the slider sets.
  ///   - currentValueLabel: The value, as a style may show it: accepted.
  ///   - minimumValueLabel: Drawn at the track's least end.
  ///   - maximumValueLabel: Drawn at the track's greatest end.
  ///   - tick: The tick of a step's value, or `nil` for none: accepted.
  ///   - onEditingChanged: Accepted.
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil,
    enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    tick: (V) -> SliderTick<V>? = { _ in nil },
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(), enabledBounds: enabledBounds)
    valueLabels = (minimumValueLabel(), maximumValueLabel())
  }
}
