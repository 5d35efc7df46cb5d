/// The `.menu` look for pickers.
public struct MenuPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}

  /// `"menu"`.
  public var _name: String { "menu" }
}
