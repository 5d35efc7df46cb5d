extension Tab where Label == DefaultTabLabel {
  /// Creates a tab with a role: a search tab is titled "Search", with a magnifying glass.
  ///
  /// - Parameters:
  ///   - value: What the selection is when this tab is selected.
  ///   - role: The tab's role.
  ///   - content: The tab's content.
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content) { DefaultTabLabel(role: role) }
  }

  /// Creates a tab with a title, an SF Symbol and a role.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - systemImage: The symbol.
  ///   - value: What the selection is when this tab is selected.
  ///   - role: The tab's role; accepted.
  ///   - content: The tab's content.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(titleKey, systemImage: systemImage, value: value, content: content)
  }

  /// Creates a tab with a title, an SF Symbol and a role.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - systemImage: The symbol.
  ///   - value: What the selection is when this tab is selected.
  ///   - role: The tab's role; accepted.
  ///   - content: The tab's content.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(title, systemImage: systemImage, value: value, content: content)
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// Creates a tab with a role, for a tab view without a bound selection: a search tab is
  /// titled "Search", with a magnifying glass.
  ///
  /// - Parameters:
  ///   - role: The tab's role.
  ///   - content: The tab's content.
  public init(role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(content: content) { DefaultTabLabel(role: role) }
  }

  /// Creates a tab with a title, an SF Symbol and a role, for a tab view without a bound
  /// selection.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - systemImage: The symbol.
  ///   - role: The tab's role; accepted.
  ///   - content: The tab's content.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(titleKey, systemImage: systemImage, content: content)
  }
}

extension DefaultTabLabel {
  /// The label of a tab with `role` and no title of its own: "Search" with a magnifying
  /// glass for a search tab, nothing otherwise.
  init(role: TabRole?) {
    let isSearch = role == .search
    self.init(
      title: Text(isSearch ? "Search" : ""),
      icon: Image(systemName: isSearch ? "magnifyingglass" : ""))
  }
}

extension Tab {
  /// Creates a tab with a role and any label, like SwiftUI's
  /// `Tab(value:role:content:label:)`; the role is accepted.
  ///
  /// - Parameters:
  ///   - value: What the selection is when this tab is selected.
  ///   - role: The tab's role.
  ///   - content: The tab's content.
  ///   - label: The tab's label.
  public init(
    value: Value, role: TabRole?, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, content: content, label: label)
  }
}
