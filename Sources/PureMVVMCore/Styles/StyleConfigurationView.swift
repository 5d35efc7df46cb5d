/// A part of a styled control — its label, its content, a value label — as the view a
/// style places in its body, like the `Label` and `Content` views of SwiftUI's style
/// configurations.
///
/// Each configuration names its parts with type aliases (``ToggleStyleConfiguration/Label``
/// is `StyleConfigurationView<ToggleStyleConfiguration, _StylePart.Label>`), so every part
/// of every family is a type of its own, as in SwiftUI.
///
/// A style's body sees its family's styles without the style itself, so that
/// `Toggle(configuration)` takes the look of the style around it. A part resolves with the
/// styles in effect at its control again, so a control of the same family inside it (a
/// disclosure group in a disclosure group) is styled like its parent, as in SwiftUI.
@MainActor
public struct StyleConfigurationView<Configuration, Part>: View {
  let content: AnyView
  private let styles: StyleStack<Configuration>?

  /// The part `view`, resolved with the styles of its family in effect at `context`, the
  /// control's place.
  init(_ view: some View, in context: ResolveContext) {
    content = AnyView(view)
    // `nil` when no style of the family is set at the control: its body is then a
    // built-in one, which pushes none, so the part's context needs no stack set again
    // (setting one would copy the environment for every such control).
    styles = context.environment.styles(Configuration.self)
  }

  /// The part `view`, for a family whose styles are kept elsewhere (a ``ButtonStyle``'s
  /// label, styled through the primitive button styles).
  init(wrapping view: some View) {
    content = AnyView(view)
    styles = nil
  }

  /// Resolves the part the control was created with.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    guard let styles else { return content._resolve(in: context, into: &elements) }
    var context = context
    context.environment[styles: Configuration.self] = styles
    content._resolve(in: context, into: &elements)
  }
}

/// The parts a style configuration hands its style; they only tell its
/// ``StyleConfigurationView``s apart.
public enum _StylePart {
  /// A control's label.
  public enum Label {}
  /// A control's content.
  public enum Content {}
  /// The label of a control's current value.
  public enum CurrentValueLabel {}
  /// The label of one of a control's bounds.
  public enum MarkedValueLabel {}
}
