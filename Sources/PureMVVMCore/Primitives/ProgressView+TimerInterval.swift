import Foundation

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
  /// A progress view of a timer over `timerInterval`, like SwiftUI's
  /// `init(timerInterval:countsDown:label:)`: its bar follows the host's clock, full and
  /// emptying when it counts down, and its current value label shows the time left or
  /// gone.
  ///
  /// - Parameters:
  ///   - timerInterval: When the timer starts and ends.
  ///   - countsDown: Whether the bar empties (the default) or fills.
  ///   - label: What the progress is of.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label(),
      currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown),
      timerInterval: timerInterval, countsDown: countsDown)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
  /// A progress view of a timer over `timerInterval`, without a label, like SwiftUI's
  /// `init(timerInterval:countsDown:)`.
  ///
  /// - Parameters:
  ///   - timerInterval: When the timer starts and ends.
  ///   - countsDown: Whether the bar empties (the default) or fills.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(
      label: nil,
      currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown),
      timerInterval: timerInterval, countsDown: countsDown)
  }
}

extension ProgressView {
  /// A progress view of a timer over `timerInterval`, with a current value label of your
  /// own, like SwiftUI's `init(timerInterval:countsDown:label:currentValueLabel:)`.
  ///
  /// - Parameters:
  ///   - timerInterval: When the timer starts and ends.
  ///   - countsDown: Whether the bar empties (the default) or fills.
  ///   - label: What the progress is of.
  ///   - currentValueLabel: What shows the time.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      label: label(), currentValueLabel: currentValueLabel(), timerInterval: timerInterval,
      countsDown: countsDown)
  }
}
