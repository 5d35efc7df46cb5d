/// A prominent, filled button.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// `"borderedProminent"`.
  public var _name: String { "borderedProminent" }
}
