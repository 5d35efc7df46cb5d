/// The `.plain` look for text fields.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}

  /// `"plain"`.
  public var _name: String { "plain" }
}
