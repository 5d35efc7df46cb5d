/// What a ``ButtonStyle`` makes its body from.
@MainActor
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View {
    private let content: AnyView

    init(_ content: AnyView) {
      self.content = content
    }

    /// Resolves the label.
    public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
      content._resolve(in: context, into: &elements)
    }
  }

  /// The label.
  public let label: Label
  /// Whether the button is pressed; always `false` in a rendering.
  public let isPressed: Bool
  /// The button's role.
  public let role: ButtonRole?
}
