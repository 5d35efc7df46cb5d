/// A look for forms, like SwiftUI's `FormStyle`: its body is the whole form.
///
/// Like a view, a style can read `@Environment` and keep `@State`; it sees the environment
/// of the form it styles.
@MainActor @preconcurrency
public protocol FormStyle {
  /// The view ``makeBody(configuration:)`` returns.
  associatedtype Body: View
  /// The form as the style sees it.
  typealias Configuration = FormStyleConfiguration

  /// The form's look.
  ///
  /// - Parameter configuration: The form's content.
  /// - Returns: The view drawn for the form.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``FormStyle`` makes its body from, like SwiftUI's `FormStyleConfiguration`.
@MainActor
public struct FormStyleConfiguration {
  /// The form's content, as a view.
  public typealias Content = StyleConfigurationView<FormStyleConfiguration, _StylePart.Content>

  /// The form's content: its sections and rows.
  public let content: Content
}

/// The look a built-in form style records on a form element.
public enum FormLook: String, Sendable, Equatable {
  /// `.automatic`.
  case automatic
  /// `.grouped`.
  case grouped
  /// `.columns`.
  case columns
}

/// The default look for forms.
public nonisolated struct AutomaticFormStyle: FormStyle {
  /// Creates the style.
  public init() {}

  /// The form's sections and rows.
  public func makeBody(configuration: Configuration) -> some View {
    FormFace(configuration: configuration, look: .automatic)
  }
}

/// The `.grouped` look for forms: sections in rounded groups.
public nonisolated struct GroupedFormStyle: FormStyle {
  /// Creates the style.
  public init() {}

  /// The form's sections and rows, grouped.
  public func makeBody(configuration: Configuration) -> some View {
    FormFace(configuration: configuration, look: .grouped)
  }
}

/// The `.columns` look for forms: labels and controls in two columns.
public nonisolated struct ColumnsFormStyle: FormStyle {
  /// Creates the style.
  public init() {}

  /// The form's sections and rows; drawn as the default look.
  public func makeBody(configuration: Configuration) -> some View {
    FormFace(configuration: configuration, look: .columns)
  }
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The default look.
  nonisolated public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  /// Sections in rounded groups.
  nonisolated public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// Labels and controls in two columns.
  nonisolated public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
  /// Sets the style of forms below, in this view and every container inside it.
  ///
  /// - Parameter style: A built-in style (`.grouped`, `.columns`) or one of your own.
  /// - Returns: The view.
  nonisolated public func formStyle<S: FormStyle>(_ style: S) -> some View {
    pushingStyle(AnyStyle(style) { $0.makeBody(configuration: $1) })
  }
}

extension AnyStyle where Configuration == FormStyleConfiguration {
  /// The style of a form no `.formStyle(_:)` reaches: the form element, with no look
  /// recorded.
  @MainActor static var defaultForm: Self { defaultFormStyle }
}

/// ``AnyStyle/defaultForm``, erased once, not for every view it styles (an
/// allocation each).
@MainActor private let defaultFormStyle = AnyStyle(DefaultFormFace.self) { _, configuration in
  FormFace(configuration: configuration, look: nil)
}

/// The identity the fallback form style resolves under.
private enum DefaultFormFace {}
