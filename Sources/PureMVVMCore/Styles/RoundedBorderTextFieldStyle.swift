/// The `.roundedBorder` look for text fields.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}

  /// `"roundedBorder"`.
  public var _name: String { "roundedBorder" }
}
