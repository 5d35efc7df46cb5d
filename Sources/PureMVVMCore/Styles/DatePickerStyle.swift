/// A built-in look for date pickers, like SwiftUI's `DatePickerStyle`.
///
/// As in SwiftUI, the family is closed: a type of your own conforms only by implementing
/// the underscored requirement, which SwiftUI does not offer; use the built-in styles.
/// The date is drawn the same whatever the look.
public protocol DatePickerStyle: Sendable {
  /// The look, as elements record it.
  var _look: DatePickerLook { get }
}

/// The look a datePicker style records.
public enum DatePickerLook: String, Sendable, Equatable {
  /// `.automatic`: the default look.
  case automatic
  /// `.compact`: a compact field.
  case compact
  /// `.graphical`: a calendar.
  case graphical
  /// `.wheel`: wheels.
  case wheel
}

/// The `.automatic` look for date pickers.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}

  /// ``DatePickerLook/automatic``.
  public var _look: DatePickerLook { .automatic }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The default look.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

/// The `.compact` look for date pickers.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}

  /// ``DatePickerLook/compact``.
  public var _look: DatePickerLook { .compact }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// A compact field.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

/// The `.graphical` look for date pickers.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}

  /// ``DatePickerLook/graphical``.
  public var _look: DatePickerLook { .graphical }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

/// The `.wheel` look for date pickers.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}

  /// ``DatePickerLook/wheel``.
  public var _look: DatePickerLook { .wheel }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Wheels.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
  /// Sets the look of date pickers below, in this view and every container inside it.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    self
  }
}
