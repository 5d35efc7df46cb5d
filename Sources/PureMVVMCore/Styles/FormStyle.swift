/// A look for forms, like SwiftUI's `FormStyle`.
///
/// Built-in styles are recorded on elements (`attributes.formStyle`) and drawn by the
/// HTML gallery; a style of your own compiles and is recorded as `"custom"`.
public protocol FormStyle: Sendable {
  /// The style's name, as elements record it.
  var _name: String { get }
}

extension FormStyle {
  /// A style of your own: `"custom"`.
  public var _name: String { "custom" }
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The `automatic` look.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  /// The `grouped` look.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// The `columns` look.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
  /// Sets the look of forms below.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    let name = style._name
    return inheriting { $0.formStyle = name }
  }
}
