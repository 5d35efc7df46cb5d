extension View {
  /// Adds toolbar items to a container's content area, such as the sidebar of a
  /// `.sidebarAdaptable` tab view, like SwiftUI's `contentToolbar(for:content:)`; accepted,
  /// as the sidebar is not drawn.
  ///
  /// - Parameters:
  ///   - placement: Where the items go.
  ///   - content: The items.
  /// - Returns: The view.
  nonisolated public func contentToolbar<Content: View>(
    for placement: ContentToolbarPlacement, @ViewBuilder content: () -> Content
  ) -> some View {
    self
  }

  /// Puts `content` above the tabs of a `.sidebarAdaptable` tab view's sidebar, like
  /// SwiftUI's `tabViewSidebarHeader(content:)`; accepted, as the sidebar is not drawn.
  ///
  /// - Parameter content: The header.
  /// - Returns: The view.
  nonisolated public func tabViewSidebarHeader<Content: View>(
    @ViewBuilder content: () -> Content
  ) -> some View {
    self
  }

  /// Puts `content` below the tabs of a `.sidebarAdaptable` tab view's sidebar, like
  /// SwiftUI's `tabViewSidebarFooter(content:)`; accepted.
  ///
  /// - Parameter content: The footer.
  /// - Returns: The view.
  nonisolated public func tabViewSidebarFooter<Content: View>(
    @ViewBuilder content: () -> Content
  ) -> some View {
    self
  }

  /// Puts `content` at the bottom of a `.sidebarAdaptable` tab view's sidebar, like
  /// SwiftUI's `tabViewSidebarBottomBar(content:)`; accepted.
  ///
  /// - Parameter content: The bottom bar.
  /// - Returns: The view.
  nonisolated public func tabViewSidebarBottomBar<Content: View>(
    @ViewBuilder content: () -> Content
  ) -> some View {
    self
  }

  /// Sets whether a `.sidebarAdaptable` tab view starts as a tab bar or a sidebar, like
  /// SwiftUI's `defaultAdaptableTabBarPlacement(_:)`; a host draws a tab bar, so it is
  /// accepted.
  ///
  /// - Parameter defaultPlacement: Where the tabs show first.
  /// - Returns: The view.
  nonisolated public func defaultAdaptableTabBarPlacement(
    _ defaultPlacement: AdaptableTabBarPlacement = .automatic
  ) -> some View {
    self
  }
}
