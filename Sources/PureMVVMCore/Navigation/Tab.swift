/// One tab of a ``TabView``, like SwiftUI's `Tab` (iOS 18): a title, an icon, the value
/// that selects it, and its content.
public nonisolated struct Tab<Value: Hashable, Content: View, Label: View>: View {
  private let value: Value?
  private let content: Content
  private let label: Label
  /// Whether the tab is left out of the tab bar (`.hidden(_:)`, `.tabPlacement(.sidebarOnly)`).
  var isHidden = false

  /// Creates a tab with any label.
  ///
  /// - Parameters:
  ///   - value: What the tab view's selection is when this tab is selected.
  ///   - content: The tab's content.
  ///   - label: The tab's label.
  public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.value = value
    self.content = content()
    self.label = label()
  }

  /// A tab from its parts; `nil` for a tab without a value.
  init(value: Value?, content: Content, label: Label) {
    self.value = value
    self.content = content
    self.label = label
  }

  /// The same tab, its content changed by `change`: a modifier that keeps it a tab.
  func changingContent<Changed: View>(_ change: (Content) -> Changed) -> Tab<Value, Changed, Label>
  {
    var changed = Tab<Value, Changed, Label>(value: value, content: change(content), label: label)
    changed.isHidden = isHidden
    return changed
  }

  /// Resolves the content as a tab, tagged with its value.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    guard !isHidden else { return }
    let tabbed = content.modifier(TabItemModifier(label: label))
    if let value {
      tabbed.tag(value)._resolve(in: context, into: &elements)
    } else {
      tabbed._resolve(in: context, into: &elements)
    }
  }
}

extension Tab where Label == DefaultTabLabel {
  /// Creates a tab with a title and an SF Symbol.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - systemImage: The symbol.
  ///   - value: What the selection is when this tab is selected.
  ///   - content: The tab's content.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) {
      DefaultTabLabel(title: Text(titleKey), icon: Image(systemName: systemImage))
    }
  }

  /// Creates a tab with a title and an SF Symbol.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - systemImage: The symbol.
  ///   - value: What the selection is when this tab is selected.
  ///   - content: The tab's content.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) {
      DefaultTabLabel(title: Text(title), icon: Image(systemName: systemImage))
    }
  }
}

extension Tab where Value == Never {
  /// Creates a tab with any label, for a tab view without a bound selection.
  ///
  /// - Parameters:
  ///   - content: The tab's content.
  ///   - label: The tab's label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.value = nil
    self.content = content()
    self.label = label()
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// Creates a tab without a value, for a tab view without a bound selection.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - systemImage: The symbol.
  ///   - content: The tab's content.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) {
      DefaultTabLabel(title: Text(titleKey), icon: Image(systemName: systemImage))
    }
  }
}

/// A tab's title and icon, like SwiftUI's `DefaultTabLabel`.
public nonisolated struct DefaultTabLabel: View {
  let title: Text
  let icon: Image

  /// The title beside its icon.
  @MainActor public var body: some View {
    Label(title: { title }, icon: { icon })
  }
}
