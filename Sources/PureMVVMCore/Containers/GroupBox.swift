/// Content grouped under an optional label in a box, like SwiftUI's `GroupBox`.
///
/// What it shows is the body of the ``GroupBoxStyle`` in effect: the label in bold over
/// the content, in a border, unless `.groupBoxStyle(_:)` sets another.
///
/// ```swift
/// GroupBox("Cuenta") {
///   Text("mike@example.com")
///   Button("Cerrar sesión") { logOut() }
/// }
/// ```
public nonisolated struct GroupBox<Label: View, Content: View>: View {
  private let label: Label
  private let content: Content

  /// Creates a group box with any label.
  ///
  /// - Parameters:
  ///   - content: The views grouped in the box.
  ///   - label: The label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// Creates a group box with a label view (the form SwiftUI deprecates for
  /// ``init(content:label:)``).
  ///
  /// - Parameters:
  ///   - label: The label.
  ///   - content: The views grouped in the box.
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.init(content: content) { label }
  }

  /// Resolves to the body of the group box style in effect.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let configuration = GroupBoxStyleConfiguration(
      label: GroupBoxStyleConfiguration.Label(label, in: context),
      content: GroupBoxStyleConfiguration.Content(content, in: context))
    context.resolveStyledBody(configuration, fallback: .defaultGroupBox, into: &elements)
  }
}

extension GroupBox where Label == EmptyView {
  /// Creates a group box without a label.
  ///
  /// - Parameter content: The views grouped in the box.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension GroupBox where Label == Text {
  /// Creates a group box with a text label.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - content: The views grouped in the box.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates a group box with a text label.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - content: The views grouped in the box.
  @_disfavoredOverload
  public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension GroupBox
where
  Label == GroupBoxStyleConfiguration.Label,
  Content == GroupBoxStyleConfiguration.Content
{
  /// Creates a group box from a style's configuration, for a ``GroupBoxStyle`` that
  /// changes the look of the style around it rather than making a new one.
  ///
  /// - Parameter configuration: The configuration the style was given.
  public init(_ configuration: GroupBoxStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}
