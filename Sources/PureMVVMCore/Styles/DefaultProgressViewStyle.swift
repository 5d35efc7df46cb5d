/// The `.automatic` look for progress views.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}

  /// `"automatic"`.
  public var _name: String { "automatic" }
}
