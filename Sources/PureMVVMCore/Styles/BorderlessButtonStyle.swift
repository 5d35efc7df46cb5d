/// A button without a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// `"borderless"`.
  public var _name: String { "borderless" }
}
