/// The `.plain` look for lists.
public struct PlainListStyle: ListStyle {
  /// Creates the style.
  public init() {}

  /// `"plain"`.
  public var _name: String { "plain" }
}
