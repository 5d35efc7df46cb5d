/// Tabs, one shown at a time, like SwiftUI's `TabView`.
///
/// Each view of `content` is a tab, titled by its `.tabItem { }` (or a ``Tab``) and
/// selected by its `.tag(_:)` when a selection is bound. Every tab keeps its state; only
/// the selected one is drawn, searched by the inspector, and runs its `onAppear`. The text
/// renderer draws the selected tab above a tab bar (`‹Rutas›  Mapa  Ajustes`); a test
/// selects with `find(tab: "Mapa").tap()`, the console with `tab Mapa`.
public nonisolated struct TabView<SelectionValue: Hashable, Content: View>: View {
  private let selection: Binding<SelectionValue>?
  private let content: Content

  /// Creates tabs whose selection is `selection`'s tag.
  ///
  /// - Parameters:
  ///   - selection: The tag of the selected tab; `nil` keeps the selection internally.
  ///   - content: The tabs.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  /// Creates tabs whose selection is `selection`'s tag, each ``Tab``'s value of its type
  /// (`value: .inbox`).
  ///
  /// - Parameters:
  ///   - selection: The value of the selected tab.
  ///   - content: The tabs.
  @_disfavoredOverload
  public init(
    selection: Binding<SelectionValue>,
    @TabContentBuilder<SelectionValue> content: () -> Content
  ) {
    self.init(selection: selection, content: { content() })
  }

  /// Creates tabs that keep their own selection, the first selected.
  ///
  /// - Parameter content: The tabs.
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {
    self.init(selection: nil, content: content)
  }

  /// Resolves every tab, keeping their state, to one element showing the selected one.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let gate = LifecycleGate()
    var inner = context.child(0)
    inner.lifecycleGate = gate
    inner.tagsRowsWithIDs = true
    inner.startsGroups = true
    // A tab bar hidden around this tab view is an outer tab view's, not this one's.
    if inner.environment.inheritedAttributes.value.toolbar?.visibility[.tabBar] != nil {
      inner.environment.inheritedAttributes = inner.environment.inheritedAttributes.changing {
        $0.toolbar?.visibility[.tabBar] = nil
      }
    }
    gate.beginGroup(at: 0)
    var resolved: [Element] = []
    content._resolve(in: inner, into: &resolved)
    var (tabs, tabAt) = Self.tabs(of: resolved)
    // A badge on a tab's content is the tab's, shown in the tab bar.
    let badges = tabs.map(\.box.value.badge)
    for index in tabs.indices where badges[index] != nil {
      tabs[index].changeAttributes { $0.badge = nil }
    }
    let kept = context.primitiveState(0)
    let tags = tabs.map { $0.handlers?.tag }
    let selected =
      selection.map { selection in tags.firstIndex(of: AnyHashable(selection.wrappedValue)) }
      ?? (tabs.indices.contains(kept.wrappedValue) ? kept.wrappedValue : nil)
    let groupStarts = gate.groupStarts
    gate.release(to: context) { group in
      guard let group else { return true }
      let start = groupStarts[group]
      return start < tabAt.count && tabAt[start] == selected
    }
    let titles = tabs.map { $0.box.value.tabItem ?? "" }
    var element = Element(
      .tabView(tabs: titles, selected: selected), children: selected.map { [tabs[$0]] } ?? [],
      context: context)
    if badges.contains(where: { $0 != nil }) {
      element.changeAttributes { $0.tabBadges = badges }
    }
    let selection = self.selection
    element.withHandlers { handlers in
      handlers.selectTab = { index in
        guard let selection else { return kept.wrappedValue = index }
        if let value = tags[index]?.base as? SelectionValue { selection.wrappedValue = value }
      }
    }
    elements.append(consume element)
  }

  /// The tabs among the elements the content resolved to, and the tab each element
  /// belongs to: an alert, sheet or dialog written after a tab's `.tabItem` is not a tab
  /// but is presented from that tab.
  private static func tabs(of resolved: [Element]) -> (tabs: [Element], tabAt: [Int?]) {
    var tabs: [Element] = []
    var tabAt: [Int?] = []
    for element in resolved {
      if element.kind.isPresentation, !tabs.isEmpty {
        tabs[tabs.count - 1].appendChildren(contentsOf: [element])
      } else {
        tabs.append(element)
      }
      tabAt.append(tabs.isEmpty ? nil : tabs.count - 1)
    }
    return (tabs, tabAt)
  }
}

extension View {
  /// Makes the view a tab of the enclosing ``TabView``, titled by `label`'s text, like
  /// SwiftUI's `tabItem(_:)`.
  ///
  /// - Parameter label: The tab's label, usually `Label("Rutas", systemImage: "map")`.
  /// - Returns: The view.
  nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(TabItemModifier(label: label()))
  }
}

/// Marks its content as one tab; primitive.
nonisolated struct TabItemModifier<Label: View>: ViewModifier {
  typealias Body = Never
  let label: Label

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    var labelElements: [Element] = []
    label._resolve(in: context.child(1), into: &labelElements)
    let title = Element.title(of: labelElements)
    context.lifecycleGate?.beginGroup(at: elements.endIndex)
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    for index in first..<elements.endIndex {
      elements[index].changeAttributes { $0.tabItem = title }
    }
  }
}
