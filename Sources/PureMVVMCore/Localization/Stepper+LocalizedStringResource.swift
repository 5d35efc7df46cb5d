import Foundation

extension Stepper where Label == Text {
  /// Creates a stepper titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - value: The value.
  ///   - step: How far one step goes.
  ///   - onEditingChanged: Accepted, as the other steppers take it.
  @_disfavoredOverload
  public init<Value: Strideable>(
    _ titleResource: LocalizedStringResource, value: Binding<Value>, step: Value.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step) { Text(titleResource) }
  }

  /// Creates a stepper within bounds, titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - value: The value.
  ///   - bounds: The values allowed.
  ///   - step: How far one step goes.
  ///   - onEditingChanged: Accepted, as the other steppers take it.
  @_disfavoredOverload
  public init<Value: Strideable>(
    _ titleResource: LocalizedStringResource, value: Binding<Value>,
    in bounds: ClosedRange<Value>, step: Value.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step) { Text(titleResource) }
  }

  /// Creates a stepper that shows its value with a format, titled by a localized string
  /// resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - value: The value.
  ///   - step: How far one step goes.
  ///   - format: How the value is written.
  ///   - onEditingChanged: Accepted, as the other steppers take it.
  @_disfavoredOverload
  public init<F: ParseableFormatStyle>(
    _ titleResource: LocalizedStringResource, value: Binding<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, step: step, format: format) { Text(titleResource) }
  }

  /// Creates a stepper within bounds that shows its value with a format, titled by a localized
  /// string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - value: The value.
  ///   - bounds: The values allowed.
  ///   - step: How far one step goes.
  ///   - format: How the value is written.
  ///   - onEditingChanged: Accepted, as the other steppers take it.
  @_disfavoredOverload
  public init<F: ParseableFormatStyle>(
    _ titleResource: LocalizedStringResource, value: Binding<F.FormatInput>,
    in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, in: bounds, step: step, format: format) { Text(titleResource) }
  }

  /// Creates a stepper that runs actions, titled by a localized string resource.
  ///
  /// - Parameters:
  ///   - titleResource: The title, a localized string resource.
  ///   - onIncrement: Run by the plus button.
  ///   - onDecrement: Run by the minus button.
  ///   - onEditingChanged: Accepted, as the other steppers take it.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: { Text(titleResource) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }
}
