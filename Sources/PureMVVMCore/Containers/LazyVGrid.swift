import Foundation

/// A grid that fills its columns row by row, like SwiftUI's `LazyVGrid`.
public nonisolated struct LazyVGrid<Content: View>: View {
  private let columns: [GridItem]
  private let content: Content

  /// Creates the grid.
  ///
  /// - Parameters:
  ///   - columns: The columns.
  ///   - alignment: Accepted.
  ///   - spacing: Accepted.
  ///   - pinnedViews: Accepted.
  ///   - content: The cells.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.content = content()
  }

  /// Resolves to one grid element whose children are its cells.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(
      .grid(columns: max(columns.count, 1), context: context) {
        LazyRows(content: content)._resolve(in: $0, into: &$1)
      })
  }
}
