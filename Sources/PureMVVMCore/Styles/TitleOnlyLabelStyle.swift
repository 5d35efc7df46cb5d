/// The `.titleOnly` look for labels.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}

  /// `"titleOnly"`.
  public var _name: String { "titleOnly" }
}
