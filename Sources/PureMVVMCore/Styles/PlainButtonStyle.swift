/// A button with no decoration.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// `"plain"`.
  public var _name: String { "plain" }
}
