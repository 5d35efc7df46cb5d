/// The `.graphical` look for date pickers.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}

  /// `"graphical"`.
  public var _name: String { "graphical" }
}
