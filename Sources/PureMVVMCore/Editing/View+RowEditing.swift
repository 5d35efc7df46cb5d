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

  /// Keeps this row of a list with a selection from being selected, like SwiftUI's
  /// `selectionDisabled(_:)`: it shows no selection mark and cannot be selected.
  ///
  /// - Parameter isDisabled: Whether the row cannot be selected.
  /// - Returns: The view.
  nonisolated public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
    attributing { $0.isSelectionDisabled = isDisabled }
  }
}
