/// The `.inline` look for pickers.
public struct InlinePickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}

  /// `"inline"`.
  public var _name: String { "inline" }
}
