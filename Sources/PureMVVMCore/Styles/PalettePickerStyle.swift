/// The `.palette` look for pickers.
public struct PalettePickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}

  /// `"palette"`.
  public var _name: String { "palette" }
}
