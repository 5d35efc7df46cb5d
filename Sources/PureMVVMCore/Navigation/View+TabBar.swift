extension View {
  /// Shows `content` above the tab bar of this tab view, like SwiftUI's
  /// `tabViewBottomAccessory(content:)` (iOS 26): drawn below the selected tab, above the
  /// bar; its views read `.expanded` as `\.tabViewBottomAccessoryPlacement`.
  ///
  /// - Parameter content: The accessory.
  /// - Returns: The view.
  nonisolated public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content)
    -> some View
  {
    modifier(TabViewAccessoryModifier(accessory: content(), isEnabled: true))
  }

  /// Shows `content` above the tab bar of this tab view when `isEnabled` is `true`, like
  /// SwiftUI's `tabViewBottomAccessory(isEnabled:content:)` (iOS 26.1).
  ///
  /// - Parameters:
  ///   - isEnabled: Whether to show it.
  ///   - content: The accessory.
  /// - Returns: The view.
  nonisolated public func tabViewBottomAccessory<Content: View>(
    isEnabled: Bool, @ViewBuilder content: () -> Content
  ) -> some View {
    modifier(TabViewAccessoryModifier(accessory: content(), isEnabled: isEnabled))
  }

  /// Sets when this tab view's bar shrinks, like SwiftUI's `tabBarMinimizeBehavior(_:)`
  /// (iOS 26); accepted.
  ///
  /// - Parameter behavior: When it shrinks.
  /// - Returns: The view.
  nonisolated public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
    self
  }

  /// Sets when this tab view's search starts, like SwiftUI's
  /// `tabViewSearchActivation(_:)` (iOS 26); accepted.
  ///
  /// - Parameter activation: When it starts.
  /// - Returns: The view.
  nonisolated public func tabViewSearchActivation(_ activation: TabSearchActivation) -> some View {
    self
  }
}
