/// The `.grouped` look for forms.
public struct GroupedFormStyle: FormStyle {
  /// Creates the style.
  public init() {}

  /// `"grouped"`.
  public var _name: String { "grouped" }
}
