/// A look for toggles, like SwiftUI's `ToggleStyle`.
///
/// Built-in styles are recorded on elements (`attributes.toggleStyle`) and drawn by the
/// HTML gallery; a style of your own compiles and is recorded as `"custom"`.
public protocol ToggleStyle: Sendable {
  /// The style's name, as elements record it.
  var _name: String { get }
  /// What a style of your own makes its body from.
  typealias Configuration = ToggleStyleConfiguration
}

extension ToggleStyle {
  /// A style of your own: `"custom"`.
  public var _name: String { "custom" }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The `automatic` look.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// The `switch` look.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// The `button` look.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// The `checkbox` look.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension View {
  /// Sets the look of toggles below.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    let name = style._name
    return inheriting { $0.toggleStyle = name }
  }
}
