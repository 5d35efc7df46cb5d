/// The `.circular` look for progress views.
public struct CircularProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}

  /// `"circular"`.
  public var _name: String { "circular" }
}
