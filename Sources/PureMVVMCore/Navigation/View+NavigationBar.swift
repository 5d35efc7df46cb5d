extension View {
  /// Sets how the navigation title shows, like SwiftUI's
  /// `navigationBarTitleDisplayMode(_:)`: `.inline` draws it centred in the bar.
  ///
  /// - Parameter displayMode: The mode.
  /// - Returns: The view.
  nonisolated public func navigationBarTitleDisplayMode(
    _ displayMode: NavigationBarItem.TitleDisplayMode
  )
    -> some View
  {
    inheriting { $0.titleDisplayMode = displayMode }
  }

  /// Hides the back affordance of the pushed screen this view is in, like SwiftUI's
  /// `navigationBarBackButtonHidden(_:)`; the inspector can still go back.
  ///
  /// - Parameter hidesBackButton: Whether to hide it.
  /// - Returns: The view.
  nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View
  {
    inheriting { $0.hidesBackButton = hidesBackButton }
  }

  /// Hides the navigation bar of the screen this view is in (the iOS 13 form of
  /// `.toolbar(.hidden, for: .navigationBar)`): the title and back button are not drawn
  /// or read; the inspector can still go back.
  ///
  /// - Parameter hidden: Whether to hide it.
  /// - Returns: The view.
  nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View {
    inheriting { $0.hidesNavigationBar = hidden }
  }

  /// Puts views in the bar of the screen (the iOS 13 form of `.toolbar`).
  ///
  /// - Parameters:
  ///   - leading: Views at the left of the bar.
  ///   - trailing: Views at the right of the bar.
  /// - Returns: The view.
  nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View
  {
    toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }

  /// Puts views at the left of the bar of the screen (the iOS 13 form of `.toolbar`).
  ///
  /// - Parameter leading: The views.
  /// - Returns: The view.
  nonisolated public func navigationBarItems<L: View>(leading: L) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
  }

  /// Puts views at the right of the bar of the screen (the iOS 13 form of `.toolbar`).
  ///
  /// - Parameter trailing: The views.
  /// - Returns: The view.
  nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
  }
}
