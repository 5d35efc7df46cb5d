/// The `.navigationLink` look for pickers.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}

  /// `"navigationLink"`.
  public var _name: String { "navigationLink" }
}
