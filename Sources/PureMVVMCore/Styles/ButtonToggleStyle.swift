/// The `.button` look for toggles.
public struct ButtonToggleStyle: ToggleStyle {
  /// Creates the style.
  public init() {}

  /// `"button"`.
  public var _name: String { "button" }
}
