/// A value chosen along a track, like SwiftUI's `Slider`.
///
/// The text renderer draws a bar with the value (`Volume ━━━━○───── 0.4`); a test sets
/// it with `find(slider:).setValue(0.5)`, the console with `set Volume = 0.5`. Values
/// are clamped to the bounds and snapped to the step.
public struct Slider<Label: View, ValueLabel: View>: View {
  private let label: Label?
  private let value: Double
  private let bounds: ClosedRange<Double>
  private let set: (Double) -> Void

  private init<Value: BinaryFloatingPoint>(
    value: Binding<Value>, bounds: ClosedRange<Value>, step: Value.Stride?, label: Label?
  ) where Value.Stride: BinaryFloatingPoint {
    self.label = label
    self.value = Double(value.wrappedValue)
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    set = { newValue in
      var clamped = min(max(Value(newValue), bounds.lowerBound), bounds.upperBound)
      if let step, step > 0 {
        let steps = ((clamped - bounds.lowerBound) / Value(step)).rounded()
        clamped = min(bounds.lowerBound + steps * Value(step), bounds.upperBound)
      }
      value.wrappedValue = clamped
    }
  }

  /// Resolves to one slider element.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var children: [Element] = []
    label?._resolve(in: context.child(0), into: &children)
    var element = Element(
      Control(
        .slider, title: Element.title(of: children), face: .track(value: value, bounds: bounds)),
      context: context)
    let set = self.set
    element.withHandlers { $0.setValue = set }
    elements.append(element)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// Creates a slider without a label.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The least and greatest value.
  ///   - onEditingChanged: Accepted.
  public init<Value: BinaryFloatingPoint>(
    value: Binding<Value>, in bounds: ClosedRange<Value> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where Value.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: nil, label: nil)
  }

  /// Creates a slider that moves in steps.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The least and greatest value.
  ///   - step: The size of a step.
  ///   - onEditingChanged: Accepted.
  public init<Value: BinaryFloatingPoint>(
    value: Binding<Value>, in bounds: ClosedRange<Value>, step: Value.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where Value.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: step, label: nil)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// Creates a slider with a label.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The least and greatest value.
  ///   - label: What the slider sets.
  ///   - onEditingChanged: Accepted.
  public init<Value: BinaryFloatingPoint>(
    value: Binding<Value>, in bounds: ClosedRange<Value> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where Value.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: nil, label: label())
  }

  /// Creates a slider with a label that moves in steps.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The least and greatest value.
  ///   - step: The size of a step.
  ///   - label: What the slider sets.
  ///   - onEditingChanged: Accepted.
  public init<Value: BinaryFloatingPoint>(
    value: Binding<Value>, in bounds: ClosedRange<Value>, step: Value.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where Value.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: step, label: label())
  }
}

extension Slider {
  /// Creates a slider with a label and labels for its ends.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The least and greatest value.
  ///   - label: What the slider sets.
  ///   - minimumValueLabel: Accepted.
  ///   - maximumValueLabel: Accepted.
  ///   - onEditingChanged: Accepted.
  public init<Value: BinaryFloatingPoint>(
    value: Binding<Value>, in bounds: ClosedRange<Value> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where Value.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: nil, label: label())
  }
}

extension ControlRole {
  /// A slider: found by `find(slider:)`.
  public static let slider = ControlRole(name: "slider")
}
