/// The `.compact` look for date pickers.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}

  /// `"compact"`.
  public var _name: String { "compact" }
}
