extension Section {
  /// Sets whether the section can be collapsed, like SwiftUI's `collapsible(_:)` (macOS
  /// sidebars); accepted: sections here are always expanded.
  ///
  /// - Parameter collapsible: Whether it can be collapsed.
  /// - Returns: The section.
  nonisolated public func collapsible(_ collapsible: Bool) -> some View {
    self
  }
}
