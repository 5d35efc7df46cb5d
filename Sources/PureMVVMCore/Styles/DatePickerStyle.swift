/// A look for date pickers, like SwiftUI's `DatePickerStyle`.
///
/// Built-in styles are recorded on elements (`attributes.datePickerStyle`) and drawn by the
/// HTML gallery; a style of your own compiles and is recorded as `"custom"`.
public protocol DatePickerStyle: Sendable {
  /// The style's name, as elements record it.
  var _name: String { get }
}

extension DatePickerStyle {
  /// A style of your own: `"custom"`.
  public var _name: String { "custom" }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The `automatic` look.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// The `compact` look.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// The `graphical` look.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// The `wheel` look.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
  /// Sets the look of date pickers below.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    self
  }
}
