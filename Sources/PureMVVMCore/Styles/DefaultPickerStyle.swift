/// The `.automatic` look for pickers.
public struct DefaultPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}

  /// `"automatic"`.
  public var _name: String { "automatic" }
}
