/// A value within bounds, shown as a dial or bar, like SwiftUI's `Gauge`.
///
/// What it shows is the body of the ``GaugeStyle`` in effect: a bar with the label unless
/// `.gaugeStyle(_:)` sets another.
public nonisolated struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
  private let label: Label
  private let currentValueLabel: CurrentValueLabel?
  private let minimumValueLabel: BoundsLabel?
  private let maximumValueLabel: BoundsLabel?
  private let fraction: Double

  private init<Value: BinaryFloatingPoint>(
    value: Value, in bounds: ClosedRange<Value>, label: Label,
    currentValueLabel: CurrentValueLabel?, minimumValueLabel: BoundsLabel?,
    maximumValueLabel: BoundsLabel?
  ) {
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
    let span = Double(bounds.upperBound - bounds.lowerBound)
    fraction = span > 0 ? min(max(Double(value - bounds.lowerBound) / span, 0), 1) : 0
  }

  /// Creates a gauge with a label.
  ///
  /// - Parameters:
  ///   - value: The value, clamped to `bounds`.
  ///   - bounds: The least and greatest value.
  ///   - label: What it measures.
  public init<Value: BinaryFloatingPoint>(
    value: Value, in bounds: ClosedRange<Value> = 0...1, @ViewBuilder label: () -> Label
  ) where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    self.init(
      value: value, in: bounds, label: label(), currentValueLabel: nil, minimumValueLabel: nil,
      maximumValueLabel: nil)
  }

  /// Creates a gauge with a label and a label for its current value.
  ///
  /// - Parameters:
  ///   - value: The value, clamped to `bounds`.
  ///   - bounds: The least and greatest value.
  ///   - label: What it measures.
  ///   - currentValueLabel: The value as shown.
  public init<Value: BinaryFloatingPoint>(
    value: Value, in bounds: ClosedRange<Value> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) where BoundsLabel == EmptyView {
    self.init(
      value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
      minimumValueLabel: nil, maximumValueLabel: nil)
  }

  /// Creates a gauge with a label, a label for its current value, and labels for its
  /// bounds.
  ///
  /// - Parameters:
  ///   - value: The value, clamped to `bounds`.
  ///   - bounds: The least and greatest value.
  ///   - label: What it measures.
  ///   - currentValueLabel: The value as shown.
  ///   - minimumValueLabel: The least value as shown.
  ///   - maximumValueLabel: The greatest value as shown.
  public init<Value: BinaryFloatingPoint>(
    value: Value, in bounds: ClosedRange<Value> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
  }

  /// Resolves to the body of the gauge style in effect.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let configuration = GaugeStyleConfiguration(
      value: fraction,
      label: GaugeStyleConfiguration.Label(label, in: context),
      currentValueLabel: currentValueLabel.map {
        GaugeStyleConfiguration.CurrentValueLabel($0, in: context)
      },
      minimumValueLabel: minimumValueLabel.map {
        GaugeStyleConfiguration.MarkedValueLabel($0, in: context)
      },
      maximumValueLabel: maximumValueLabel.map {
        GaugeStyleConfiguration.MarkedValueLabel($0, in: context)
      })
    context.resolveStyledBody(configuration, fallback: .defaultGauge, into: &elements)
  }
}

extension ControlRole {
  /// A gauge, read as its title and how full it is.
  public static let gauge = ControlRole(name: "gauge")
}
