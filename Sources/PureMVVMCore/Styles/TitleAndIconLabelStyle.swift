/// The `.titleAndIcon` look for labels.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}

  /// `"titleAndIcon"`.
  public var _name: String { "titleAndIcon" }
}
