import Foundation

/// Rows of cells in shared columns, like SwiftUI's `Grid`.
public nonisolated struct Grid<Content: View>: View {
  private let content: Content

  /// Creates the grid.
  ///
  /// - Parameters:
  ///   - alignment: Accepted.
  ///   - horizontalSpacing: Accepted.
  ///   - verticalSpacing: Accepted.
  ///   - content: The rows.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// Resolves to a vertical stack of its rows.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(
      .grid(columns: 0, context: context) { content._resolve(in: $0, into: &$1) })
  }
}

extension Element {
  /// What `content` resolves to in `columns` columns of equal width (a `LazyVGrid`); with
  /// 0, in the columns of its `GridRow`s.
  @MainActor
  package static func grid(
    columns: Int, context: ResolveContext, content: (ResolveContext, inout [Element]) -> Void
  ) -> Element {
    .container(.grid(columns: columns), context: context, content: content)
  }
}
