/// The `.iconOnly` look for labels.
public struct IconOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}

  /// `"iconOnly"`.
  public var _name: String { "iconOnly" }
}
