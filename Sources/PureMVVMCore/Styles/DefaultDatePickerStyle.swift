/// The `.automatic` look for date pickers.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}

  /// `"automatic"`.
  public var _name: String { "automatic" }
}
