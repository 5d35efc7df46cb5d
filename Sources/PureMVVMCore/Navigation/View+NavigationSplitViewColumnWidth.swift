import Foundation

extension View {
  /// Sets the width of the split view column this view is the root of, like SwiftUI's
  /// `navigationSplitViewColumnWidth(_:)`; accepted: a host lays columns out as a stack.
  ///
  /// - Parameter width: The width.
  /// - Returns: The view.
  nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    self
  }

  /// Sets the range of widths of the split view column this view is the root of, like
  /// SwiftUI's `navigationSplitViewColumnWidth(min:ideal:max:)`; accepted, as above.
  ///
  /// - Parameters:
  ///   - min: The narrowest.
  ///   - ideal: The width it starts at.
  ///   - max: The widest.
  /// - Returns: The view.
  nonisolated public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> some View {
    self
  }
}
