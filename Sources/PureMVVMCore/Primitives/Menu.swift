/// A button that shows more actions, like SwiftUI's `Menu`.
///
/// Drawn collapsed (`[ Actions ▾ ]`); its items stay findable, so a test taps
/// `find(button: "Duplicate")` directly, as a user would after opening the menu.
public struct Menu<Label: View, Content: View>: View {
  private let label: Label
  private let content: Content

  /// Creates a menu with any label.
  ///
  /// - Parameters:
  ///   - content: The items.
  ///   - label: The label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// Creates a menu with a primary action, run by a tap on the menu itself.
  ///
  /// - Parameters:
  ///   - content: The items.
  ///   - label: The label.
  ///   - primaryAction: Accepted; the inspector does not tap menus.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: label)
  }

  /// Resolves to one menu element whose children are its items.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var labelElements: [Element] = []
    label._resolve(in: context.child(0), into: &labelElements)
    var items: [Element] = []
    content._resolve(in: context.child(1), into: &items)
    for index in items.indices { items[index].changeAttributes { $0.part = .option } }
    elements.append(
      Element(.menu(title: Element.title(of: labelElements)), children: items, context: context))
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
