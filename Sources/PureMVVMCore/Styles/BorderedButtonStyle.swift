/// A button with a border.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// `"bordered"`.
  public var _name: String { "bordered" }
}
