/// A part of a styled control — its label, its content, a value label — as the view a
/// style places in its body, like the `Label` and `Content` views of SwiftUI's style
/// configurations.
///
/// Each configuration names its parts with type aliases (``ToggleStyleConfiguration/Label``
/// is `StyleConfigurationView<ToggleStyleConfiguration, _StylePart.Label>`), so every part
/// of every family is a type of its own, as in SwiftUI.
@MainActor
public struct StyleConfigurationView<Configuration, Part>: View {
  let content: AnyView

  /// Resolves the part the control was created with.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
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
