/// The default button look.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// `"automatic"`.
  public var _name: String { "automatic" }
}
