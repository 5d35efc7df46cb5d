/// A built-in look for text fields, like SwiftUI's `TextFieldStyle`.
///
/// As in SwiftUI, the family is closed: a type of your own conforms only by implementing
/// the underscored requirement, which SwiftUI does not offer; use the built-in styles.
/// Elements record the look in `attributes.textFieldStyle`; the renderers draw it.
public protocol TextFieldStyle: Sendable {
  /// The look, as elements record it.
  var _look: TextFieldLook { get }
}

/// The look a textField style records.
public enum TextFieldLook: String, Sendable, Equatable {
  /// `.automatic`: the default look.
  case automatic
  /// `.plain`: no decoration.
  case plain
  /// `.roundedBorder`: a rounded border.
  case roundedBorder
  /// macOS's `.squareBorder`: a square border.
  case squareBorder
}

/// The `.automatic` look for text fields.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}

  /// ``TextFieldLook/automatic``.
  public var _look: TextFieldLook { .automatic }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The default look.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

/// The `.plain` look for text fields.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}

  /// ``TextFieldLook/plain``.
  public var _look: TextFieldLook { .plain }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// No decoration.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// The `.roundedBorder` look for text fields.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}

  /// ``TextFieldLook/roundedBorder``.
  public var _look: TextFieldLook { .roundedBorder }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// macOS's `.squareBorder` look for text fields.
public struct SquareBorderTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}

  /// ``TextFieldLook/squareBorder``.
  public var _look: TextFieldLook { .squareBorder }
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
  /// A square border.
  public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

extension View {
  /// Sets the look of text fields below, in this view and every container inside it.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    let look = style._look
    return inheriting { $0.textFieldStyle = look }
  }
}
