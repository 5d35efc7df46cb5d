/// The `.inset` look for lists.
public struct InsetListStyle: ListStyle {
  /// Creates the style.
  public init() {}

  /// `"inset"`.
  public var _name: String { "inset" }
}
