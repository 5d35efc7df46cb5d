/// A built-in look for buttons, like SwiftUI's `PrimitiveButtonStyle`:
/// `.buttonStyle(.borderedProminent)`.
public protocol PrimitiveButtonStyle: Sendable {
  /// The style's name, as elements record it.
  var _name: String { get }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default look.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// No decoration.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// No border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A border.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// Prominent and filled.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}
