import Foundation

/// A grid that fills its rows column by column, like SwiftUI's `LazyHGrid`; drawn as a
/// row of its cells.
public nonisolated struct LazyHGrid<Content: View>: View {
  private let content: Content

  /// Creates the grid.
  ///
  /// - Parameters:
  ///   - rows: Accepted.
  ///   - alignment: Accepted.
  ///   - spacing: Accepted.
  ///   - pinnedViews: Accepted.
  ///   - content: The cells.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// Resolves to a horizontal stack of its cells.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(
      .row(context: context) { LazyRows(content: content)._resolve(in: $0, into: &$1) })
  }
}
