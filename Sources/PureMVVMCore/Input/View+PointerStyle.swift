extension View {
  /// Sets how the pointer looks over this view, like SwiftUI's `pointerStyle(_:)`
  /// (macOS 15); accepted, as a host has no pointer.
  ///
  /// - Parameter style: The style; `nil` for the one around.
  /// - Returns: The view.
  nonisolated public func pointerStyle(_ style: PointerStyle?) -> some View {
    self
  }
}
