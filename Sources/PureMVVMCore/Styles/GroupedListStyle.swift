/// The `.grouped` look for lists.
public struct GroupedListStyle: ListStyle {
  /// Creates the style.
  public init() {}

  /// `"grouped"`.
  public var _name: String { "grouped" }
}
