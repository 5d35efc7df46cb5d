import Foundation

extension Stepper {
  /// Creates a stepper over a value within bounds, shown in `format`, with any label, like
  /// SwiftUI's `Stepper(value:in:step:format:label:onEditingChanged:)`: the value is
  /// formatted in the environment's locale.
  ///
  /// - Parameters:
  ///   - value: The value; steps stay within `bounds`.
  ///   - bounds: The least and greatest value.
  ///   - step: How much one step changes the value.
  ///   - format: How the value is shown.
  ///   - label: The label.
  ///   - onEditingChanged: Accepted.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, in: bounds, step: step, label: label)
    self.value = Self.shown(value.wrappedValue, in: format)
  }

  /// Creates a stepper over an unbounded value, shown in `format`, with any label.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - step: How much one step changes the value.
  ///   - format: How the value is shown.
  ///   - label: The label.
  ///   - onEditingChanged: Accepted.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, step: step, label: label)
    self.value = Self.shown(value.wrappedValue, in: format)
  }
}

extension Stepper {
  /// `input` as `format` shows it in an environment's locale.
  private static func shown<F: FormatStyle>(_ input: F.FormatInput, in format: F)
    -> (EnvironmentValues) -> String
  where F.FormatOutput == String {
    { format.locale($0.locale).format(input) }
  }
}

extension Stepper where Label == Text {
  /// Creates a titled stepper over a value within bounds, shown in `format`, like SwiftUI's
  /// `Stepper(_:value:in:step:format:onEditingChanged:)`.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - value: The value; steps stay within `bounds`.
  ///   - bounds: The least and greatest value.
  ///   - step: How much one step changes the value.
  ///   - format: How the value is shown.
  ///   - onEditingChanged: Accepted.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
    in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, in: bounds, step: step, format: format) { Text(titleKey) }
  }

  /// Creates a titled stepper over a value within bounds, shown in `format`.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - value: The value; steps stay within `bounds`.
  ///   - bounds: The least and greatest value.
  ///   - step: How much one step changes the value.
  ///   - format: How the value is shown.
  ///   - onEditingChanged: Accepted.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, in: bounds, step: step, format: format) { Text(title) }
  }

  /// Creates a titled stepper over an unbounded value, shown in `format`.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - value: The value.
  ///   - step: How much one step changes the value.
  ///   - format: How the value is shown.
  ///   - onEditingChanged: Accepted.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1,
    format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, step: step, format: format) { Text(titleKey) }
  }

  /// Creates a titled stepper over an unbounded value, shown in `format`.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - value: The value.
  ///   - step: How much one step changes the value.
  ///   - format: How the value is shown.
  ///   - onEditingChanged: Accepted.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, step: step, format: format) { Text(title) }
  }
}
