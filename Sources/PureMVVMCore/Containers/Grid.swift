import Foundation

/// Rows of cells in shared columns, like SwiftUI's `Grid`.
public nonisolated struct Grid<Content: View>: View {
  private let content: Content
  private let alignment: Alignment
  private let horizontalSpacing: CGFloat?

  /// Creates the grid.
  ///
  /// - Parameters:
  ///   - alignment: Where each cell's content sits in its cell: centred by default.
  ///   - horizontalSpacing: The space between columns, in points; one column by default.
  ///   - verticalSpacing: Accepted; rows are drawn one after another.
  ///   - content: The rows.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
  }

  /// Resolves to one grid element, its rows' cells in shared columns.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(
      .stack(
        .grid(columns: 0), context: context, alignment: alignment == .center ? nil : alignment,
        spacing: horizontalSpacing
      ) { content._resolve(in: $0, into: &$1) })
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
