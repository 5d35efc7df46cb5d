extension CustomizableToolbarContent {
  /// Sets whether the content shows before any user customises the toolbar: here, always;
  /// `.hidden` content is not drawn or found.
  ///
  /// - Parameters:
  ///   - defaultVisibility: Whether it shows; `.automatic` and `.visible` show it.
  ///   - options: How it may be customised; accepted.
  /// - Returns: The content.
  nonisolated public func defaultCustomization(
    _ defaultVisibility: Visibility = .automatic, options: ToolbarCustomizationOptions = []
  ) -> some CustomizableToolbarContent {
    ShownToolbarContent(content: self, isShown: defaultVisibility != .hidden)
  }

  /// Says what a user may do with the content; accepted.
  ///
  /// - Parameter behavior: What the user may do.
  /// - Returns: The content.
  nonisolated public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior)
    -> some CustomizableToolbarContent
  {
    self
  }

  /// Shows or hides the background the item shares with its neighbours (iOS 26);
  /// accepted.
  ///
  /// - Parameter visibility: Whether it shows.
  /// - Returns: The content.
  nonisolated public func sharedBackgroundVisibility(_ visibility: Visibility)
    -> some CustomizableToolbarContent
  {
    self
  }

  /// Makes the item the source of a zoom transition (iOS 26); accepted: transitions between
  /// screens are not animated here.
  ///
  /// - Parameters:
  ///   - id: The source's id.
  ///   - namespace: The namespace of `id`.
  /// - Returns: The content.
  nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID)
    -> some CustomizableToolbarContent
  {
    self
  }

  /// Hides the content when `hidden` is `true`: it is not drawn or found.
  ///
  /// - Parameter hidden: Whether to hide it.
  /// - Returns: The content.
  nonisolated public func hidden(_ hidden: Bool = true) -> some CustomizableToolbarContent {
    ShownToolbarContent(content: self, isShown: !hidden)
  }
}

extension ToolbarContent {
  /// Hides the content when `hidden` is `true`: it is not drawn or found.
  ///
  /// - Parameter hidden: Whether to hide it.
  /// - Returns: The content.
  nonisolated public func hidden(_ hidden: Bool = true) -> some ToolbarContent {
    ShownToolbarContent(content: self, isShown: !hidden)
  }

  /// Shows or hides the background the content shares with its neighbours (iOS 26);
  /// accepted.
  ///
  /// - Parameter visibility: Whether it shows.
  /// - Returns: The content.
  nonisolated public func sharedBackgroundVisibility(_ visibility: Visibility)
    -> some ToolbarContent
  {
    self
  }

  /// Makes the content the source of a zoom transition (iOS 26); accepted: transitions
  /// between screens are not animated here.
  ///
  /// - Parameters:
  ///   - id: The source's id.
  ///   - namespace: The namespace of `id`.
  /// - Returns: The content.
  nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID)
    -> some ToolbarContent
  {
    self
  }
}
