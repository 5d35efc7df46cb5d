/// Related controls side by side, like SwiftUI's `ControlGroup`; drawn as a row.
public nonisolated struct ControlGroup<Content: View>: View {
  private let content: Content
  private let label: AnyView

  /// Creates a group.
  ///
  /// - Parameter content: The controls.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    self.label = AnyView(EmptyView())
  }

  /// Creates a group with a label.
  ///
  /// - Parameters:
  ///   - content: The controls.
  ///   - label: The label; the built-in styles leave it out, a ``ControlGroupStyle`` of
  ///     your own gets it.
  public init<Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = AnyView(label())
  }

  /// Creates a group with a text label.
  ///
  /// - Parameters:
  ///   - titleKey: The label, which a ``ControlGroupStyle`` of your own gets.
  ///   - content: The controls.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates a group with a text label.
  ///
  /// - Parameters:
  ///   - title: The label, which a ``ControlGroupStyle`` of your own gets.
  ///   - content: The controls.
  @_disfavoredOverload
  public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// Creates a group labelled with a title and an SF Symbol.
  ///
  /// - Parameters:
  ///   - titleKey: The label's title.
  ///   - systemImage: The label's symbol.
  ///   - content: The controls.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { Label(titleKey, systemImage: systemImage) }
  }

  /// Creates a group labelled with a title and an SF Symbol.
  ///
  /// - Parameters:
  ///   - title: The label's title.
  ///   - systemImage: The label's symbol.
  ///   - content: The controls.
  @_disfavoredOverload
  public init(
    _ title: some StringProtocol, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { Label(title, systemImage: systemImage) }
  }

  /// Resolves to the body of the control group style in effect: the controls side by
  /// side, unless `.controlGroupStyle(_:)` sets another.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let configuration = ControlGroupStyleConfiguration(
      content: ControlGroupStyleConfiguration.Content(content, in: context),
      label: ControlGroupStyleConfiguration.Label(label, in: context))
    context.resolveStyledBody(configuration, fallback: .defaultControlGroup, into: &elements)
  }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
  /// Creates a control group from a style's configuration, for a ``ControlGroupStyle``
  /// that changes the look of the style around it.
  ///
  /// - Parameter configuration: The configuration the style was given.
  public init(_ configuration: ControlGroupStyleConfiguration) {
    self.content = configuration.content
    self.label = AnyView(configuration.label)
  }
}
