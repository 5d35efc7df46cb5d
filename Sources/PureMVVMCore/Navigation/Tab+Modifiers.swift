extension Tab {
  /// The same tab, its customization identifier accepted: a host's tab bar is not
  /// customised.
  ///
  /// - Parameter id: The identifier.
  /// - Returns: The tab.
  public func customizationID(_ id: String) -> Self {
    self
  }

  /// The same tab with a count on its tab bar item; zero shows none.
  ///
  /// - Parameter count: The count.
  /// - Returns: The tab.
  public func badge(_ count: Int) -> Tab<Value, some View, Label> {
    changingContent { $0.badge(count) }
  }

  /// The same tab with a label on its tab bar item; `nil` shows none.
  ///
  /// - Parameter label: The badge.
  /// - Returns: The tab.
  public func badge(_ label: Text?) -> Tab<Value, some View, Label> {
    changingContent { $0.badge(label) }
  }

  /// The same tab with a label on its tab bar item; `nil` shows none.
  ///
  /// - Parameter key: The badge.
  /// - Returns: The tab.
  public func badge(_ key: LocalizedStringKey?) -> Tab<Value, some View, Label> {
    changingContent { $0.badge(key) }
  }

  /// The same tab with a label on its tab bar item; `nil` shows none.
  ///
  /// - Parameter label: The badge.
  /// - Returns: The tab.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> Tab<Value, some View, Label> {
    changingContent { $0.badge(label) }
  }
}
