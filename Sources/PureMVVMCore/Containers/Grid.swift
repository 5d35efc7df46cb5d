/// Rows of cells in shared columns, like SwiftUI's `Grid`.
public struct Grid<Content: View>: View {
  private let content: Content

  /// Creates the grid.
  ///
  /// - Parameters:
  ///   - alignment: Accepted.
  ///   - horizontalSpacing: Accepted.
  ///   - verticalSpacing: Accepted.
  ///   - content: The rows.
  public init(
    alignment: Alignment = .center, horizontalSpacing: Double? = nil,
    verticalSpacing: Double? = nil, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// Resolves to a vertical stack of its rows.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(
      .container(.grid(columns: 0), context: context) { content._resolve(in: $0, into: &$1) })
  }
}
