/// The `.automatic` look for text fields.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}

  /// `"automatic"`.
  public var _name: String { "automatic" }
}
