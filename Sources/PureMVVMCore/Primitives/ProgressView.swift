import Foundation

/// A progress indicator, like SwiftUI's `ProgressView`: indeterminate (a spinner), or
/// a value out of a total (a bar).
public nonisolated struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  private let label: Label?
  private let currentValueLabel: CurrentValueLabel?
  private let fraction: Double?
  /// The interval a timer's progress runs over, and whether it counts down; `nil` for a
  /// value out of a total.
  private var timer: (interval: ClosedRange<Date>, countsDown: Bool)?

  init(
    label: Label?, currentValueLabel: CurrentValueLabel? = nil, value: Double?, total: Double
  ) {
    self.label = label
    self.currentValueLabel = currentValueLabel
    fraction = value.map { total > 0 ? min(max($0 / total, 0), 1) : 0 }
  }

  /// A progress view of a timer over `interval`: full and emptying when it counts down.
  init(
    label: Label?, currentValueLabel: CurrentValueLabel, timerInterval interval: ClosedRange<Date>,
    countsDown: Bool
  ) {
    self.init(label: label, currentValueLabel: currentValueLabel, value: nil, total: 1)
    timer = (interval, countsDown)
  }

  /// How far along the progress is now: a timer's reads the host's clock.
  @MainActor private func fraction(in context: ResolveContext) -> Double? {
    guard let timer else { return fraction }
    context.graph.noteUnannouncedRead()
    let length = timer.interval.upperBound.timeIntervalSince(timer.interval.lowerBound)
    let gone = context.environment.now.timeIntervalSince(timer.interval.lowerBound)
    let done = length > 0 ? min(max(gone / length, 0), 1) : 1
    return timer.countsDown ? 1 - done : done
  }

  private static func double<Value: BinaryFloatingPoint>(_ value: Value?) -> Double? {
    guard let value else { return nil }
    return Double(value)
  }

  /// Resolves to the body of the progress view style in effect: a bar when the progress
  /// is known, else a spinner, unless `.progressViewStyle(_:)` sets another.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let configuration = ProgressViewStyleConfiguration(
      fractionCompleted: fraction(in: context),
      label: label.map { ProgressViewStyleConfiguration.Label($0, in: context) },
      currentValueLabel: currentValueLabel.map {
        ProgressViewStyleConfiguration.CurrentValueLabel($0, in: context)
      })
    context.resolveStyledBody(configuration, fallback: .defaultProgressView, into: &elements)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// Creates an indeterminate progress indicator without a title.
  public init() {
    self.init(label: nil, value: nil, total: 1)
  }

  /// Creates a bar for a value out of a total; `nil` is indeterminate.
  ///
  /// - Parameters:
  ///   - value: The progress, clamped to 0…`total`.
  ///   - total: The value of completion.
  public init<Value: BinaryFloatingPoint>(value: Value?, total: Value = 1.0) {
    self.init(label: nil, value: Self.double(value), total: Double(total))
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Creates an indeterminate progress indicator with any label.
  ///
  /// - Parameter label: What is in progress.
  public init(@ViewBuilder label: () -> Label) {
    self.init(label: label(), value: nil, total: 1)
  }

  /// Creates a bar with any label.
  ///
  /// - Parameters:
  ///   - value: The progress.
  ///   - total: The value of completion.
  ///   - label: What is in progress.
  public init<Value: BinaryFloatingPoint>(
    value: Value?, total: Value = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), value: Self.double(value), total: Double(total))
  }
}

extension ProgressView {
  /// Creates a bar with a label and a label for its current value.
  ///
  /// - Parameters:
  ///   - value: The progress.
  ///   - total: The value of completion.
  ///   - label: What is in progress.
  ///   - currentValueLabel: The progress as shown; the default style leaves it out, a
  ///     ``ProgressViewStyle`` of your own gets it.
  public init<Value: BinaryFloatingPoint>(
    value: Value?, total: Value = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      label: label(), currentValueLabel: currentValueLabel(), value: Self.double(value),
      total: Double(total))
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// Creates an indeterminate progress indicator with a title.
  ///
  /// - Parameter titleKey: What is in progress, for example "Logging in…".
  public init(_ titleKey: LocalizedStringKey) {
    self.init(label: Text(titleKey), value: nil, total: 1)
  }

  /// Creates an indeterminate progress indicator with a title.
  ///
  /// - Parameter title: What is in progress.
  @_disfavoredOverload
  public init(_ title: some StringProtocol) {
    self.init(label: Text(title), value: nil, total: 1)
  }

  /// Creates a titled bar for a value out of a total.
  ///
  /// - Parameters:
  ///   - titleKey: What is in progress.
  ///   - value: The progress.
  ///   - total: The value of completion.
  public init<Value: BinaryFloatingPoint>(
    _ titleKey: LocalizedStringKey, value: Value?, total: Value = 1.0
  ) {
    self.init(label: Text(titleKey), value: Self.double(value), total: Double(total))
  }

  /// Creates a progress view titled by a string.
  ///
  /// - Parameters:
  ///   - title: What is in progress.
  ///   - value: The progress.
  ///   - total: The value of completion.
  @_disfavoredOverload
  public init<Value: BinaryFloatingPoint>(
    _ title: some StringProtocol, value: Value?, total: Value = 1.0
  ) {
    self.init(label: Text(title), value: Self.double(value), total: Double(total))
  }
}

extension ProgressView
where
  Label == ProgressViewStyleConfiguration.Label,
  CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
  /// Creates a progress view from a style's configuration, for a ``ProgressViewStyle``
  /// that changes the look of the style around it rather than making a new one.
  ///
  /// - Parameter configuration: The configuration the style was given.
  public init(_ configuration: ProgressViewStyleConfiguration) {
    self.label = configuration.label
    self.currentValueLabel = configuration.currentValueLabel
    self.fraction = configuration.fractionCompleted
  }
}

extension ControlRole {
  /// A progress view, read as its title and how far it has got.
  public static let progressView = ControlRole(name: "progress view")
}
