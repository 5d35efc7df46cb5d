/// Grouped controls for data entry, like SwiftUI's `Form`.
///
/// The text renderer draws its sections one after another, a blank line between them,
/// each with its header above and its footer below in secondary style.
public nonisolated struct Form<Content: View>: View {
  private let content: Content

  /// Creates a form.
  ///
  /// - Parameter content: Its sections and rows.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Resolves to the body of the form style in effect: the form's sections and rows,
  /// unless `.formStyle(_:)` sets another look.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let configuration = FormStyleConfiguration(
      content: FormStyleConfiguration.Content(content, in: context))
    context.resolveStyledBody(configuration, fallback: .defaultForm, into: &elements)
  }
}

extension Form where Content == FormStyleConfiguration.Content {
  /// Creates a form from a style's configuration, for a ``FormStyle`` that changes the
  /// look of the style around it rather than making a new one.
  ///
  /// - Parameter configuration: The configuration the style was given.
  public init(_ configuration: FormStyleConfiguration) {
    self.init { configuration.content }
  }
}
