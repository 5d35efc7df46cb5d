extension View {
  /// Sets how toolbars change while a search inside is presented, like SwiftUI's
  /// `searchPresentationToolbarBehavior(_:)`; accepted, as a host's toolbar hides nothing.
  ///
  /// - Parameter behavior: The behaviour.
  /// - Returns: The view.
  nonisolated public func searchPresentationToolbarBehavior(
    _ behavior: SearchPresentationToolbarBehavior
  ) -> some View {
    self
  }

  /// Sets whether search fields inside offer dictation, like SwiftUI's
  /// `searchDictationBehavior(_:)`; accepted, as a host has no microphone.
  ///
  /// - Parameter dictationBehavior: The behaviour.
  /// - Returns: The view.
  nonisolated public func searchDictationBehavior(
    _ dictationBehavior: TextInputDictationBehavior
  ) -> some View {
    self
  }
}
