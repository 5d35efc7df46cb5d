/// The `.insetGrouped` look for lists.
public struct InsetGroupedListStyle: ListStyle {
  /// Creates the style.
  public init() {}

  /// `"insetGrouped"`.
  public var _name: String { "insetGrouped" }
}
