/// A value within bounds, shown as a dial or bar, like SwiftUI's `Gauge`.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
  private let label: Label
  private let fraction: Double

  /// Creates a gauge with a label.
  ///
  /// - Parameters:
  ///   - value: The value, clamped to `bounds`.
  ///   - bounds: The least and greatest value.
  ///   - label: What it measures.
  public init<Value: BinaryFloatingPoint>(
    value: Value, in bounds: ClosedRange<Value> = 0...1, @ViewBuilder label: () -> Label
  ) where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    self.label = label()
    let span = Double(bounds.upperBound - bounds.lowerBound)
    fraction = span > 0 ? min(max(Double(value - bounds.lowerBound) / span, 0), 1) : 0
  }

  /// Creates a gauge with a label and a label for its current value.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The least and greatest value.
  ///   - label: What it measures.
  ///   - currentValueLabel: Accepted.
  public init<Value: BinaryFloatingPoint>(
    value: Value, in bounds: ClosedRange<Value> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) where BoundsLabel == EmptyView {
    self.label = label()
    let span = Double(bounds.upperBound - bounds.lowerBound)
    fraction = span > 0 ? min(max(Double(value - bounds.lowerBound) / span, 0), 1) : 0
  }

  /// Resolves to one gauge element.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var children: [Element] = []
    label._resolve(in: context.child(0), into: &children)
    elements.append(
      Element(.gauge(title: Element.title(of: children), fraction: fraction), context: context))
  }
}
