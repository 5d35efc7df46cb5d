/// The `.segmented` look for pickers.
public struct SegmentedPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}

  /// `"segmented"`.
  public var _name: String { "segmented" }
}
