/// The `.wheel` look for date pickers.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}

  /// `"wheel"`.
  public var _name: String { "wheel" }
}
