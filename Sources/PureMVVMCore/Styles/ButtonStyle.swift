/// A look of your own for buttons, like SwiftUI's `ButtonStyle`: its body wraps the label,
/// and the button still runs its action when tapped.
///
/// ```swift
/// struct Pill: ButtonStyle {
///   @Environment(\.isEnabled) private var isEnabled
///
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label
///       .padding(8)
///       .background(isEnabled ? .blue : .gray, in: Capsule())
///   }
/// }
/// ```
///
/// Like a view, a style can read `@Environment` and keep `@State`; it sees the environment
/// of the button it styles. For a style that decides how the button is worked too, write a
/// ``PrimitiveButtonStyle``.
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The view ``makeBody(configuration:)`` returns.
  associatedtype Body: View
  /// The button as the style sees it.
  typealias Configuration = ButtonStyleConfiguration

  /// The button's look, made from its label.
  ///
  /// - Parameter configuration: The label, the role, and whether it is pressed.
  /// - Returns: The view drawn for the button's label.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` makes its body from, like SwiftUI's `ButtonStyleConfiguration`.
@MainActor
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public typealias Label = StyleConfigurationView<ButtonStyleConfiguration, _StylePart.Label>

  /// The button's role.
  public let role: ButtonRole?
  /// The label.
  public let label: Label
  /// Whether the button is pressed; always `false` in a rendering.
  public let isPressed: Bool
}

extension View {
  /// Sets the style of buttons below to one of your own, in this view and every container
  /// inside it.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    pushingStyle(
      AnyStyle<PrimitiveButtonStyleConfiguration>(style) { style, configuration in
        let label = ButtonStyleConfiguration.Label(wrapping: configuration.label)
        let body = style.makeBody(
          configuration: ButtonStyleConfiguration(
            role: configuration.role, label: label, isPressed: false))
        return ButtonFace(configuration: configuration, look: .custom) { body }
      })
  }
}
