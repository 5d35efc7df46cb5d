/// The `.wheel` look for pickers.
public struct WheelPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}

  /// `"wheel"`.
  public var _name: String { "wheel" }
}
