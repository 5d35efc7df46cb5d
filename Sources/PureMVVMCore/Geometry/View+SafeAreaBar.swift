import Foundation

extension View {
  /// Shows a bar along a top or bottom edge, insetting the view's safe area by its height,
  /// like SwiftUI's `safeAreaBar(edge:alignment:spacing:content:)` (iOS 26): laid out as
  /// `safeAreaInset(edge:alignment:spacing:content:)`; the scroll edge effect under it is
  /// not drawn.
  ///
  /// - Parameters:
  ///   - edge: The edge the bar runs along.
  ///   - alignment: How the bar lines up along the edge.
  ///   - spacing: The space between the bar and the view; the system's when `nil`.
  ///   - content: The bar.
  /// - Returns: The view.
  nonisolated public func safeAreaBar<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
  }

  /// Shows a bar along a leading or trailing edge, insetting the view's safe area by its
  /// width, like SwiftUI's `safeAreaBar(edge:alignment:spacing:content:)`.
  ///
  /// - Parameters:
  ///   - edge: The edge the bar runs along.
  ///   - alignment: How the bar lines up along the edge.
  ///   - spacing: The space between the bar and the view; the system's when `nil`.
  ///   - content: The bar.
  /// - Returns: The view.
  nonisolated public func safeAreaBar<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
  }
}
