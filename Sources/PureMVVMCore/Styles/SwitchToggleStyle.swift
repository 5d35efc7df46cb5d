/// The `.switch` look for toggles.
public struct SwitchToggleStyle: ToggleStyle {
  /// Creates the style.
  public init() {}

  /// `"switch"`.
  public var _name: String { "switch" }
}
