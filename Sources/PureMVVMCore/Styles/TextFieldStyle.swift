/// A look for text fields, like SwiftUI's `TextFieldStyle`.
///
/// The built-in styles record their look in `attributes.textFieldStyle`, which the
/// renderers draw. A style of your own is written as many apps write one for SwiftUI,
/// through the underscored requirement: its body is the field, decorated.
///
/// ```swift
/// struct UnderlinedFieldStyle: TextFieldStyle {
///   func _body(configuration: TextField<Self._Label>) -> some View {
///     configuration
///       .padding(.vertical, 8)
///       .overlay(alignment: .bottom) { Rectangle().frame(height: 1) }
///   }
/// }
/// ```
///
/// The field inside takes the style around the one that decorates it, if any.
@MainActor @preconcurrency
public protocol TextFieldStyle {
  /// The view ``_body(configuration:)`` returns.
  associatedtype _Body: View
  /// The label of the field a style decorates.
  typealias _Label = _TextFieldStyleLabel

  /// The look of a built-in style, as elements record it; `nil` for a style of your own.
  nonisolated var _look: TextFieldLook? { get }

  /// The field, decorated: a view builder, as in SwiftUI.
  ///
  /// - Parameter configuration: The field to decorate, with its text, prompt and label.
  /// - Returns: What is drawn for the field.
  @ViewBuilder func _body(configuration: TextField<_Label>) -> _Body
}

extension TextFieldStyle {
  /// No built-in look: the style's body decorates the field.
  nonisolated public var _look: TextFieldLook? { nil }
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
public struct DefaultTextFieldStyle: TextFieldStyle, Sendable {
  /// Creates the style.
  public init() {}

  /// ``TextFieldLook/automatic``.
  nonisolated public var _look: TextFieldLook? { .automatic }

  /// The field, which records the look.
  public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The default look.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

/// The `.plain` look for text fields.
public struct PlainTextFieldStyle: TextFieldStyle, Sendable {
  /// Creates the style.
  public init() {}

  /// ``TextFieldLook/plain``.
  nonisolated public var _look: TextFieldLook? { .plain }

  /// The field, which records the look.
  public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// No decoration.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// The `.roundedBorder` look for text fields.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, Sendable {
  /// Creates the style.
  public init() {}

  /// ``TextFieldLook/roundedBorder``.
  nonisolated public var _look: TextFieldLook? { .roundedBorder }

  /// The field, which records the look.
  public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// macOS's `.squareBorder` look for text fields.
public struct SquareBorderTextFieldStyle: TextFieldStyle, Sendable {
  /// Creates the style.
  public init() {}

  /// ``TextFieldLook/squareBorder``.
  nonisolated public var _look: TextFieldLook? { .squareBorder }

  /// The field, which records the look.
  public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
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
    typealias Configuration = TextField<_TextFieldStyleLabel>
    let look = style._look
    let custom = look == nil ? AnyStyle<Configuration>(style) { $0._body(configuration: $1) } : nil
    // A built-in style is the innermost: the custom styles around it no longer apply.
    return inheriting { if let look { $0.textFieldStyle = look } }
      .modifier(
        EnvironmentTransform { environment in
          let around = environment[styles: Configuration.self]
          environment[styles: Configuration.self] = custom.map(around.pushing) ?? StyleStack()
        })
  }
}
