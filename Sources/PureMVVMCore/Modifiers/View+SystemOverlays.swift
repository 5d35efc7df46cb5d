extension View {
  /// Hides the status bar, like SwiftUI's `statusBarHidden(_:)`; accepted: a host draws no
  /// status bar.
  ///
  /// - Parameter hidden: Whether to hide it.
  /// - Returns: The view.
  nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View {
    self
  }

  /// Hides the status bar, like SwiftUI's older `statusBar(hidden:)` (deprecated in iOS
  /// 16 for ``statusBarHidden(_:)``); accepted: a host draws no status bar.
  ///
  /// - Parameter hidden: Whether to hide it.
  /// - Returns: The view.
  nonisolated public func statusBar(hidden: Bool) -> some View {
    self
  }

  /// Shows or hides the home indicator and other system overlays, like SwiftUI's
  /// `persistentSystemOverlays(_:)`; accepted: a host draws none.
  ///
  /// - Parameter visibility: Whether they show.
  /// - Returns: The view.
  nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
    self
  }
}
