/// The `.radioGroup` look for pickers.
public struct RadioGroupPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}

  /// `"radioGroup"`.
  public var _name: String { "radioGroup" }
}
