extension View {
  /// Adds items to the bars of the screen, like SwiftUI's `toolbar(content:)`.
  ///
  /// The items are views, or ``ToolbarItem``s with a placement. Items without one go to
  /// the right of the top bar.
  ///
  /// - Parameter content: The items.
  /// - Returns: The view.
  nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(ToolbarModifier(items: content()))
  }

  /// Adds items the user may customise to the bars of the screen, like SwiftUI's
  /// `toolbar(id:content:)`: each shows as its default customization says.
  ///
  /// - Parameters:
  ///   - id: The toolbar's id, unique in the app.
  ///   - content: The items.
  /// - Returns: The view.
  nonisolated public func toolbar<Content: CustomizableToolbarContent>(
    id: String, @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    modifier(ToolbarModifier(items: content()))
  }

  /// Shows or hides bars: a hidden navigation bar takes the screen's title and back
  /// button with it, as `.navigationBarHidden(true)` does; a hidden tab bar or bottom bar
  /// is not drawn.
  ///
  /// - Parameters:
  ///   - visibility: Whether they show.
  ///   - bars: The bars; none: the navigation bar.
  /// - Returns: The view.
  nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    settingVisibility(visibility, for: bars)
  }

  /// Shows or hides bars (the iOS 18 name of ``toolbar(_:for:)``).
  ///
  /// - Parameters:
  ///   - visibility: Whether they show.
  ///   - bars: The bars; none: the navigation bar.
  /// - Returns: The view.
  nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    settingVisibility(visibility, for: bars)
  }

  /// Removes an item the system puts in the toolbar, like a split view's sidebar toggle;
  /// recorded.
  ///
  /// - Parameter defaultItemKind: The item; `nil` removes nothing.
  /// - Returns: The view.
  nonisolated public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
    changingToolbar { if let defaultItemKind { $0.removedItems.insert(defaultItemKind) } }
  }

  /// Sets the background of bars; recorded.
  ///
  /// - Parameters:
  ///   - style: The background.
  ///   - bars: The bars; none: the navigation bar.
  /// - Returns: The view.
  nonisolated public func toolbarBackground<S: ShapeStyle>(
    _ style: S, for bars: ToolbarPlacement...
  )
    -> some View
  {
    let paint = style._paint
    return changingToolbar { ToolbarSettings.set(paint, for: bars, in: &$0.background) }
  }

  /// Shows or hides the background of bars; recorded.
  ///
  /// - Parameters:
  ///   - visibility: Whether it shows.
  ///   - bars: The bars; none: the navigation bar.
  /// - Returns: The view.
  nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    changingToolbar { ToolbarSettings.set(visibility, for: bars, in: &$0.backgroundVisibility) }
  }

  /// Shows or hides the background of bars (the iOS 18 name of
  /// `toolbarBackground(_:for:)` with a visibility); recorded.
  ///
  /// - Parameters:
  ///   - visibility: Whether it shows.
  ///   - bars: The bars; none: the navigation bar.
  /// - Returns: The view.
  nonisolated public func toolbarBackgroundVisibility(
    _ visibility: Visibility, for bars: ToolbarPlacement...
  )
    -> some View
  {
    changingToolbar { ToolbarSettings.set(visibility, for: bars, in: &$0.backgroundVisibility) }
  }

  /// Sets the colour scheme of bars; recorded.
  ///
  /// - Parameters:
  ///   - colorScheme: The scheme; `nil`: the system's.
  ///   - bars: The bars; none: the navigation bar.
  /// - Returns: The view.
  nonisolated public func toolbarColorScheme(
    _ colorScheme: ColorScheme?, for bars: ToolbarPlacement...
  )
    -> some View
  {
    changingToolbar { ToolbarSettings.set(colorScheme, for: bars, in: &$0.colorScheme) }
  }

  /// Says what the screen's toolbar is for; recorded.
  ///
  /// - Parameter role: The role.
  /// - Returns: The view.
  nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View {
    changingToolbar { $0.role = role }
  }

  /// Sets how the navigation title shows, as `.navigationBarTitleDisplayMode(_:)` does;
  /// `.inlineLarge` is drawn large.
  ///
  /// - Parameter mode: The mode.
  /// - Returns: The view.
  nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    navigationBarTitleDisplayMode(mode.barMode)
  }

  /// Adds a menu behind the navigation title, drawn in the middle of the bar.
  ///
  /// - Parameter content: The menu's items.
  /// - Returns: The view.
  nonisolated public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
    let menu = ToolbarTitleMenu(content: content)
    return toolbar { menu }
  }

  /// Sets how a search field in the toolbar shows; recorded.
  ///
  /// - Parameter behavior: How it shows.
  /// - Returns: The view.
  nonisolated public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View {
    changingToolbar { $0.searchBehavior = behavior }
  }

  /// Records `visibility` for `bars`; a hidden or shown navigation bar also hides or
  /// shows the screen's title and back button.
  nonisolated private func settingVisibility(_ visibility: Visibility, for bars: [ToolbarPlacement])
    -> some View
  {
    let namesNavigationBar = bars.isEmpty || bars.contains { $0.onIOS == .navigationBar }
    return changingToolbar { ToolbarSettings.set(visibility, for: bars, in: &$0.visibility) }
      .inheriting { attributes in
        if namesNavigationBar, visibility != .automatic {
          attributes.hidesNavigationBar = visibility == .hidden
        }
      }
  }

  /// Changes the toolbar settings of every element below.
  nonisolated private func changingToolbar(
    _ change: @escaping @Sendable (inout ToolbarSettings) -> Void
  )
    -> some View
  {
    inheriting { attributes in
      var settings = attributes.toolbar ?? ToolbarSettings()
      change(&settings)
      attributes.toolbar = settings
    }
  }
}
