/// The `.automatic` look for toggles.
public struct DefaultToggleStyle: ToggleStyle {
  /// Creates the style.
  public init() {}

  /// `"automatic"`.
  public var _name: String { "automatic" }
}
