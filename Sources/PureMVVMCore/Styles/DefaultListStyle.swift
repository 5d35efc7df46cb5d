/// The `.automatic` look for lists.
public struct DefaultListStyle: ListStyle {
  /// Creates the style.
  public init() {}

  /// `"automatic"`.
  public var _name: String { "automatic" }
}
