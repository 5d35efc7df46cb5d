/// A look for text fields, like SwiftUI's `TextFieldStyle`.
///
/// Built-in styles are recorded on elements (`attributes.textFieldStyle`) and drawn by the
/// HTML gallery; a style of your own compiles and is recorded as `"custom"`.
public protocol TextFieldStyle: Sendable {
  /// The style's name, as elements record it.
  var _name: String { get }
}

extension TextFieldStyle {
  /// A style of your own: `"custom"`.
  public var _name: String { "custom" }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The `automatic` look.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// The `plain` look.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// The `roundedBorder` look.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
  /// Sets the look of text fields below.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    let name = style._name
    return inheriting { $0.textFieldStyle = name }
  }
}
