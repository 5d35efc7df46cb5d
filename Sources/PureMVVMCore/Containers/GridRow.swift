/// One row of a ``Grid``: its cells line up in the grid's columns (alone, in equal ones).
public nonisolated struct GridRow<Content: View>: View {
  private let content: Content

  /// Creates the row.
  ///
  /// - Parameters:
  ///   - alignment: Accepted.
  ///   - content: The cells.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Resolves to one grid-row element.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(.container(.gridRow, context: context) { content._resolve(in: $0, into: &$1) })
  }
}
