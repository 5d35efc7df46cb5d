/// The `.columns` look for forms.
public struct ColumnsFormStyle: FormStyle {
  /// Creates the style.
  public init() {}

  /// `"columns"`.
  public var _name: String { "columns" }
}
