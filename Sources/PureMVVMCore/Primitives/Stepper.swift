/// Buttons that step a value up and down, like SwiftUI's `Stepper`.
///
/// The text renderer draws `Guests: 2 [−] [+]`; a test steps with
/// `find(stepper:).increment()`, the console with `increment Guests: 2`.
public nonisolated struct Stepper<Label: View>: View {
  private let label: Label
  /// The value as the stepper shows it in an environment.
  var value: (EnvironmentValues) -> String
  private let onIncrement: (() -> Void)?
  private let onDecrement: (() -> Void)?
  /// Whether stepping writes only a view's own `@State` (a value bound to one).
  private var changesOnlyState = false

  /// Creates a stepper that calls actions, with any label.
  ///
  /// - Parameters:
  ///   - label: The label.
  ///   - onIncrement: Steps up; `nil` disables stepping up.
  ///   - onDecrement: Steps down; `nil` disables stepping down.
  ///   - onEditingChanged: Accepted.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    self.value = { _ in "" }
    self.onIncrement = onIncrement
    self.onDecrement = onDecrement
  }

  /// Creates a stepper over a value within bounds, with any label.
  ///
  /// - Parameters:
  ///   - value: The value; steps stay within `bounds`.
  ///   - bounds: The least and greatest value.
  ///   - step: How much one step changes the value.
  ///   - label: The label.
  ///   - onEditingChanged: Accepted.
  public init<Value: Strideable>(
    value: Binding<Value>, in bounds: ClosedRange<Value>, step: Value.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    let shown = "\(value.wrappedValue)"
    self.value = { _ in shown }
    changesOnlyState = value.writesOnlyViewState
    onIncrement = {
      value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound)
    }
    onDecrement = {
      value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound)
    }
  }

  /// Creates a stepper over an unbounded value, with any label.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - step: How much one step changes the value.
  ///   - label: The label.
  ///   - onEditingChanged: Accepted.
  public init<Value: Strideable>(
    value: Binding<Value>, step: Value.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    let shown = "\(value.wrappedValue)"
    self.value = { _ in shown }
    changesOnlyState = value.writesOnlyViewState
    onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
  }

  /// Resolves to one stepper element.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var children = context.takeChildArray()
    defer { context.giveBack(&children) }
    label._resolve(in: context.child(0), into: &children)
    var element = Element(
      Control(
        .stepper, title: Element.title(of: children),
        face: .plusMinus(value: value(context.environment))),
      context: context)
    let increment = onIncrement
    let decrement = onDecrement
    element.withHandlers { handlers in
      handlers.step = { direction in (direction > 0 ? increment : decrement)?() }
    }
    element.changesOnlyState = changesOnlyState
    elements.append(consume element)
  }
}

extension Stepper where Label == Text {
  /// Creates a titled stepper over a value within bounds.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - value: The value; steps stay within `bounds`.
  ///   - bounds: The least and greatest value.
  ///   - step: How much one step changes the value.
  ///   - onEditingChanged: Accepted.
  public init<Value: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<Value>, in bounds: ClosedRange<Value>,
    step: Value.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step) { Text(titleKey) }
  }

  /// Creates a titled stepper over a value within bounds.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - value: The value; steps stay within `bounds`.
  ///   - bounds: The least and greatest value.
  ///   - step: How much one step changes the value.
  ///   - onEditingChanged: Accepted.
  @_disfavoredOverload
  public init<Value: Strideable>(
    _ title: some StringProtocol, value: Binding<Value>, in bounds: ClosedRange<Value>,
    step: Value.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }

  /// Creates a titled stepper over an unbounded value.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - value: The value.
  ///   - step: How much one step changes the value.
  ///   - onEditingChanged: Accepted.
  public init<Value: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<Value>, step: Value.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step) { Text(titleKey) }
  }

  /// Creates a titled stepper that calls actions.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - onIncrement: Steps up.
  ///   - onDecrement: Steps down.
  ///   - onEditingChanged: Accepted.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }

  /// Creates a stepper titled by a string.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - value: The value.
  ///   - step: How far one step goes.
  ///   - onEditingChanged: Accepted.
  @_disfavoredOverload
  public init<Value: Strideable>(
    _ title: some StringProtocol, value: Binding<Value>, step: Value.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step) { Text(title) }
  }

  /// Creates a stepper that runs actions, titled by a string.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - onIncrement: Run by the plus button.
  ///   - onDecrement: Run by the minus button.
  ///   - onEditingChanged: Accepted.
  @_disfavoredOverload
  public init(
    _ title: some StringProtocol, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }
}

extension ControlRole {
  /// A stepper: found by `find(stepper:)`.
  public static let stepper = ControlRole(name: "stepper")
}
