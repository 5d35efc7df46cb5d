extension View {
  /// Titles the screen (the iOS 13 form of `navigationTitle(_:)`).
  ///
  /// - Parameter title: The title.
  /// - Returns: The view.
  nonisolated public func navigationBarTitle(_ title: Text) -> some View {
    navigationTitle(title)
  }

  /// Titles the screen with a localized key (the iOS 13 form).
  ///
  /// - Parameter titleKey: The title.
  /// - Returns: The view.
  nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(titleKey)
  }

  /// Titles the screen with a string (the iOS 13 form).
  ///
  /// - Parameter title: The title.
  /// - Returns: The view.
  nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(title)
  }

  /// Titles the screen and sets how the title shows (the iOS 13 form of
  /// `navigationTitle(_:)` with `navigationBarTitleDisplayMode(_:)`).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - displayMode: How it shows.
  /// - Returns: The view.
  nonisolated public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// Titles the screen with a localized key and sets how the title shows.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - displayMode: How it shows.
  /// - Returns: The view.
  nonisolated public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
  }

  /// Titles the screen with a string and sets how the title shows.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - displayMode: How it shows.
  /// - Returns: The view.
  nonisolated public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }
}
