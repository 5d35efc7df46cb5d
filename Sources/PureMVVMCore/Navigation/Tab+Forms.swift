extension Tab where Label == DefaultTabLabel {
  /// Creates a tab with a title and an image from the app's assets.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - image: The image's name.
  ///   - value: What the selection is when this tab is selected.
  ///   - content: The tab's content.
  public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) {
      DefaultTabLabel(title: Text(titleKey), icon: Image(image))
    }
  }

  /// Creates a tab with a title and an image from the app's assets.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image's name.
  ///   - value: What the selection is when this tab is selected.
  ///   - content: The tab's content.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) {
      DefaultTabLabel(title: Text(title), icon: Image(image))
    }
  }

  /// Creates a tab with a title, an image from the app's assets and a role.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - image: The image's name.
  ///   - value: What the selection is when this tab is selected.
  ///   - role: The tab's role; accepted.
  ///   - content: The tab's content.
  public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(titleKey, image: image, value: value, content: content)
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// Creates a tab with a title and an image from the app's assets, for a tab view
  /// without a bound selection.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - image: The image's name.
  ///   - content: The tab's content.
  public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { DefaultTabLabel(title: Text(titleKey), icon: Image(image)) }
  }

  /// Creates a tab with a title and an image from the app's assets, for a tab view
  /// without a bound selection.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image's name.
  ///   - content: The tab's content.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { DefaultTabLabel(title: Text(title), icon: Image(image)) }
  }

  /// Creates a tab with a title and an SF Symbol, for a tab view without a bound
  /// selection.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - systemImage: The symbol.
  ///   - content: The tab's content.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) {
      DefaultTabLabel(title: Text(title), icon: Image(systemName: systemImage))
    }
  }
}

extension Tab where Label == EmptyView {
  /// Creates a tab with no label.
  ///
  /// - Parameters:
  ///   - value: What the selection is when this tab is selected.
  ///   - content: The tab's content.
  public init(value: Value, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content) { EmptyView() }
  }
}

extension Tab where Value == Never, Label == EmptyView {
  /// Creates a tab with no label, for a tab view without a bound selection.
  ///
  /// - Parameter content: The tab's content.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}
