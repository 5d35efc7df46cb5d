/// A value chosen along a track, like SwiftUI's `Slider`.
///
/// The text renderer draws a bar with the value (`Volume ━━━━○───── 0.4`); a test sets
/// it with `find(slider:).setValue(0.5)`, the console with `set Volume = 0.5`. Values
/// are clamped to the bounds and snapped to the step.
public nonisolated struct Slider<Label: View, ValueLabel: View>: View {
  private let label: Label?
  private let value: Double
  private let bounds: ClosedRange<Double>
  private let set: (Double) -> Void
  /// Whether setting a value writes only a view's own `@State` (a value bound to one).
  private let changesOnlyState: Bool
  /// The views at the least and greatest ends of the track, when given.
  var valueLabels: (minimum: ValueLabel, maximum: ValueLabel)?

  /// A slider of `value` within `bounds`, whose writes stay within `enabledBounds` too.
  init<Value: BinaryFloatingPoint>(
    value: Binding<Value>, bounds: ClosedRange<Value>, step: Value.Stride?, label: Label?,
    enabledBounds: ClosedRange<Value>? = nil
  ) where Value.Stride: BinaryFloatingPoint {
    self.label = label
    self.value = Double(value.wrappedValue)
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    changesOnlyState = value.writesOnlyViewState
    let enabled = enabledBounds?.clamped(to: bounds) ?? bounds
    set = { newValue in
      var clamped = min(max(Value(newValue), enabled.lowerBound), enabled.upperBound)
      if let step, step > 0 {
        let steps = ((clamped - bounds.lowerBound) / Value(step)).rounded()
        clamped = min(
          max(bounds.lowerBound + steps * Value(step), enabled.lowerBound), enabled.upperBound)
      }
      value.wrappedValue = clamped
    }
  }

  /// Resolves to one slider element.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var children = context.takeChildArray()
    defer { context.giveBack(&children) }
    label?._resolve(in: context.child(0), into: &children)
    var element = Element(
      Control(
        .slider, title: Element.title(of: children), face: .track(value: value, bounds: bounds)),
      context: context)
    let set = self.set
    element.withHandlers { $0.setValue = set }
    element.changesOnlyState = changesOnlyState
    guard let valueLabels else {
      elements.append(consume element)
      return
    }
    // The value labels sit at the ends of the track, as SwiftUI draws them.
    var row: [Element] = []
    valueLabels.minimum._resolve(in: context.child(1), into: &row)
    row.append(consume element)
    valueLabels.maximum._resolve(in: context.child(2), into: &row)
    elements.append(.row(row, context: context))
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
  ///   - minimumValueLabel: Drawn at the track's least end.
  ///   - maximumValueLabel: Drawn at the track's greatest end.
  ///   - onEditingChanged: Accepted.
  public init<Value: BinaryFloatingPoint>(
    value: Binding<Value>, in bounds: ClosedRange<Value> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where Value.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: nil, label: label())
    valueLabels = (minimumValueLabel(), maximumValueLabel())
  }

  /// Creates a stepped slider with a label and the values at its ends.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The least and greatest value.
  ///   - step: The distance between values.
  ///   - label: What the slider sets.
  ///   - minimumValueLabel: Drawn at the track's least end.
  ///   - maximumValueLabel: Drawn at the track's greatest end.
  ///   - onEditingChanged: Accepted.
  public init<Value: BinaryFloatingPoint>(
    value: Binding<Value>, in bounds: ClosedRange<Value>, step: Value.Stride = 1,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where Value.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: step, label: label())
    valueLabels = (minimumValueLabel(), maximumValueLabel())
  }

  /// Creates a slider with the values at its ends (the iOS 13 argument order).
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The least and greatest value.
  ///   - onEditingChanged: Accepted.
  ///   - minimumValueLabel: Drawn at the track's least end.
  ///   - maximumValueLabel: Drawn at the track's greatest end.
  ///   - label: What the slider sets.
  public init<Value: BinaryFloatingPoint>(
    value: Binding<Value>, in bounds: ClosedRange<Value> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where Value.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: nil, label: label())
    valueLabels = (minimumValueLabel, maximumValueLabel)
  }

  /// Creates a stepped slider with the values at its ends (the iOS 13 argument order).
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - bounds: The least and greatest value.
  ///   - step: The distance between values.
  ///   - onEditingChanged: Accepted.
  ///   - minimumValueLabel: Drawn at the track's least end.
  ///   - maximumValueLabel: Drawn at the track's greatest end.
  ///   - label: What the slider sets.
  public init<Value: BinaryFloatingPoint>(
    value: Binding<Value>, in bounds: ClosedRange<Value>, step: Value.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where Value.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: step, label: label())
    valueLabels = (minimumValueLabel, maximumValueLabel)
  }
}

extension ControlRole {
  /// A slider: found by `find(slider:)`.
  public static let slider = ControlRole(name: "slider")
}
