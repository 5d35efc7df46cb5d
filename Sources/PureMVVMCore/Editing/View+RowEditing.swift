extension View {
  /// Keeps this row of a `ForEach` with `onDelete` from being deleted, like SwiftUI's
  /// `deleteDisabled(_:)`.
  ///
  /// - Parameter isDisabled: Whether the row cannot be deleted.
  /// - Returns: The view.
  nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View {
    attributing { $0.isDeleteDisabled = isDisabled }
  }

  /// Keeps this row of a `ForEach` with `onMove` from being moved, like SwiftUI's
  /// `moveDisabled(_:)`.
  ///
  /// - Parameter isDisabled: Whether the row cannot be moved.
  /// - Returns: The view.
  nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View {
    attributing { $0.isMoveDisabled = isDisabled }
  }
}
