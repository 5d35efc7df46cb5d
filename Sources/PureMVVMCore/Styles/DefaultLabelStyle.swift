/// The `.automatic` look for labels.
public struct DefaultLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}

  /// `"automatic"`.
  public var _name: String { "automatic" }
}
