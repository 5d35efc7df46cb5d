/// A look of your own for buttons, like SwiftUI's `ButtonStyle`: its body wraps the label.
///
/// ```swift
/// struct Pill: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label.padding(8).background(.blue, in: Capsule())
///   }
/// }
/// ```
@MainActor
public protocol ButtonStyle {
  /// The view ``makeBody(configuration:)`` returns.
  associatedtype Body: View
  /// The button as the style sees it.
  typealias Configuration = ButtonStyleConfiguration

  /// The button's look, made from its label.
  ///
  /// - Parameter configuration: The label, and whether it is pressed.
  /// - Returns: The view drawn for the button.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension View {
  /// Sets the look of buttons below to a built-in style.
  ///
  /// - Parameter style: `.borderedProminent`, `.bordered`, `.plain`, `.borderless`…
  /// - Returns: The view.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    let name = style._name
    return inheriting { $0.buttonStyle = name }
      .environment(\.customButtonStyle, nil)
  }

  /// Sets the look of buttons below to a style of your own.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    inheriting { $0.buttonStyle = "custom" }
      .environment(\.customButtonStyle) { AnyView(style.makeBody(configuration: $0)) }
  }
}
