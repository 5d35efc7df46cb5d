/// The `.linear` look for progress views.
public struct LinearProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}

  /// `"linear"`.
  public var _name: String { "linear" }
}
