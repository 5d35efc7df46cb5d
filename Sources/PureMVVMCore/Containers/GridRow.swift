/// One row of a ``Grid``: its cells line up in the grid's columns (alone, in equal ones).
public nonisolated struct GridRow<Content: View>: View {
  private let content: Content
  private let alignment: VerticalAlignment?

  /// Creates the row.
  ///
  /// - Parameters:
  ///   - alignment: Where cells shorter than the row sit; the grid's alignment by default.
  ///   - content: The cells.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.alignment = alignment
  }

  /// Resolves to one grid-row element.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(
      .stack(
        .gridRow, context: context,
        alignment: alignment.map { Alignment(horizontal: .center, vertical: $0) }, spacing: nil
      ) { content._resolve(in: $0, into: &$1) })
  }
}
