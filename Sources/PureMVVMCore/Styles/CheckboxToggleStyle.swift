/// The `.checkbox` look for toggles.
public struct CheckboxToggleStyle: ToggleStyle {
  /// Creates the style.
  public init() {}

  /// `"checkbox"`.
  public var _name: String { "checkbox" }
}
