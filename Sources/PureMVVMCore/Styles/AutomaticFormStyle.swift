/// The `.automatic` look for forms.
public struct AutomaticFormStyle: FormStyle {
  /// Creates the style.
  public init() {}

  /// `"automatic"`.
  public var _name: String { "automatic" }
}
