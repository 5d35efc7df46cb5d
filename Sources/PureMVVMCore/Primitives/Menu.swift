/// A button that shows more actions, like SwiftUI's `Menu`.
///
/// Drawn collapsed (`[ Actions ▾ ]`); its items stay findable, so a test taps
/// `find(button: "Duplicate")` directly, as a user would after opening the menu.
public nonisolated struct Menu<Label: View, Content: View>: View {
  private let label: Label
  private let content: Content
  private var primaryAction: (() -> Void)?

  /// Creates a menu with any label.
  ///
  /// - Parameters:
  ///   - content: The items.
  ///   - label: The label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// Creates a menu whose tap runs a primary action; its items show on a long press.
  ///
  /// - Parameters:
  ///   - content: The items.
  ///   - label: The label.
  ///   - primaryAction: What a tap on the menu runs.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: label)
    self.primaryAction = primaryAction
  }

  /// Resolves to the body of the menu style in effect: the menu with its items, unless
  /// `.menuStyle(_:)` sets another.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let configuration = MenuStyleConfiguration(
      label: MenuStyleConfiguration.Label(label, in: context),
      content: MenuStyleConfiguration.Content(content, in: context), primaryAction: primaryAction)
    context.resolveStyledBody(configuration, fallback: .defaultMenu, into: &elements)
  }
}

extension Menu where Label == Text {
  /// Creates a menu with a text label.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - content: The items.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates a menu with a text label.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - content: The items.
  @_disfavoredOverload
  public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// Creates a menu with a text label whose tap runs a primary action.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - content: The items.
  ///   - primaryAction: What a tap on the menu runs.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }

  /// Creates a menu with a text label whose tap runs a primary action.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - content: The items.
  ///   - primaryAction: What a tap on the menu runs.
  @_disfavoredOverload
  public init(
    _ title: some StringProtocol, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == PureMVVMCore.Label<Text, Image> {
  /// Creates a menu labelled with a title and an SF Symbol.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - systemImage: The symbol's name.
  ///   - content: The items.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { PureMVVMCore.Label(titleKey, systemImage: systemImage) }
  }
}

extension Menu
where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
  /// Creates a menu from a style's configuration, for a ``MenuStyle`` that changes the
  /// look of the style around it.
  ///
  /// - Parameter configuration: The configuration the style was given.
  @MainActor public init(_ configuration: MenuStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
    self.primaryAction = configuration.primaryAction
  }
}

extension ControlRole {
  /// A menu: found by `find(menu:)`, read as a button.
  public static let menu = ControlRole(name: "menu", spokenName: "button")
}

extension View {
  /// Shows or hides the indicator (`▾`) of the menus below, like SwiftUI's
  /// `menuIndicator(_:)`; `.automatic` shows it.
  ///
  /// - Parameter visibility: Whether the indicator shows.
  /// - Returns: The view.
  nonisolated public func menuIndicator(_ visibility: Visibility) -> some View {
    inheriting { $0.menuIndicator = visibility }
  }
}
