/// Content under a label that shows or hides it, like SwiftUI's `DisclosureGroup`.
///
/// The text renderer draws `▸ Detalles` collapsed and `▾ Detalles` with the content below
/// it; a test expands it with `find(disclosureGroup:).tap()` (or `expand()`), the console
/// with `expand Detalles`. Without an `isExpanded` binding, the group keeps its own
/// expansion state for its identity.
public nonisolated struct DisclosureGroup<Label: View, Content: View>: View {
  private let label: Label
  private let content: () -> Content
  private let isExpanded: Binding<Bool>?

  /// Creates a group with any label.
  ///
  /// - Parameters:
  ///   - content: What expanding shows.
  ///   - label: The label.
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content
    self.isExpanded = nil
  }

  /// Creates a group with any label, expanded while `isExpanded` is true.
  ///
  /// - Parameters:
  ///   - isExpanded: Whether the content shows.
  ///   - content: What expanding shows.
  ///   - label: The label.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content
    self.isExpanded = isExpanded
  }

  /// Resolves to the body of the disclosure group style in effect: the label, and the
  /// content while expanded, unless `.disclosureGroupStyle(_:)` sets another.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let expanded =
      isExpanded
      ?? context.primitiveState(false)
    let content = content
    let configuration = DisclosureGroupStyleConfiguration(
      label: DisclosureGroupStyleConfiguration.Label(label, in: context),
      content: DisclosureGroupStyleConfiguration.Content(
        make: { AnyView(content()) },
        styles: context.environment[styles: DisclosureGroupStyleConfiguration.self]),
      isExpanded: expanded)
    context.resolveStyledBody(configuration, fallback: .defaultDisclosureGroup, into: &elements)
  }
}

extension DisclosureGroup where Label == Text {
  /// Creates a group with a text label.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - content: What expanding shows.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates a group with a text label.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - content: What expanding shows.
  @_disfavoredOverload
  public init(_ title: some StringProtocol, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// Creates a group with a text label, expanded while `isExpanded` is true.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - isExpanded: Whether the content shows.
  ///   - content: What expanding shows.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// Creates a group with a text label, expanded while `isExpanded` is true.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - isExpanded: Whether the content shows.
  ///   - content: What expanding shows.
  @_disfavoredOverload
  public init(
    _ title: some StringProtocol, isExpanded: Binding<Bool>,
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

extension DisclosureGroup
where
  Label == DisclosureGroupStyleConfiguration.Label,
  Content == DisclosureGroupStyleConfiguration.Content
{
  /// Creates a disclosure group from a style's configuration, for a
  /// ``DisclosureGroupStyle`` that changes the look of the style around it.
  ///
  /// - Parameter configuration: The configuration the style was given.
  @MainActor public init(_ configuration: DisclosureGroupStyleConfiguration) {
    self.init(isExpanded: configuration.$isExpanded) {
      configuration.content
    } label: {
      configuration.label
    }
  }
}

extension ControlRole {
  /// A disclosure group: found by `find(disclosureGroup:)`.
  public static let disclosureGroup = ControlRole(name: "disclosure group")
}
