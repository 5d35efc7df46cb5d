/// How a view sits in a ``Grid``'s cells, as the grid cell modifiers set it:
/// `.gridCellColumns(_:)`, `.gridColumnAlignment(_:)`, `.gridCellAnchor(_:)` and
/// `.gridCellUnsizedAxes(_:)`.
public struct GridCellLayout: Hashable, Sendable {
  /// How many columns the cell spans, at least one.
  public var columns = 1
  /// How every cell of the cell's column lines up, when the cell sets it.
  public var columnAlignment: HorizontalAlignment?
  /// Where the cell's content sits in the cell, in place of the grid's alignment.
  public var anchor: UnitPoint?
  /// The axes along which the cell takes the size the other cells set, instead of asking
  /// for its own.
  public var unsizedAxes: Axis.Set = []

  /// The most columns a cell spans, and a grid row holds: cells past them are not drawn,
  /// so an absurd count cannot make a line of millions of columns.
  public static let maximumColumns = 1_000

  /// A cell in one column, placed by the grid.
  public init() {}
}

extension View {
  /// Makes this view span `count` columns of the grid row it is in.
  ///
  /// - Parameter count: The columns; below one spans one, and more than
  ///   ``GridCellLayout/maximumColumns`` spans that many.
  /// - Returns: The view.
  nonisolated public func gridCellColumns(_ count: Int) -> some View {
    gridCell { $0.columns = min(max(count, 1), GridCellLayout.maximumColumns) }
  }

  /// Lines up every cell of this view's grid column by `guide`, instead of the grid's
  /// alignment.
  ///
  /// - Parameter guide: The alignment.
  /// - Returns: The view.
  nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    gridCell { $0.columnAlignment = guide }
  }

  /// Places this view in its grid cell by `anchor`, instead of the grid's alignment.
  ///
  /// - Parameter anchor: The point of the view and of its cell that line up.
  /// - Returns: The view.
  nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    gridCell { $0.anchor = anchor }
  }

  /// Makes this view take, along `axes`, the size the grid's other cells set rather than
  /// ask for its own: a divider between rows as wide as the grid, not as the screen.
  ///
  /// - Parameter axes: The axes.
  /// - Returns: The view.
  nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    gridCell { $0.unsizedAxes = axes }
  }

  nonisolated func gridCell(_ change: @escaping (inout GridCellLayout) -> Void)
    -> some View
  {
    attributing { attributes in
      var cell = attributes.gridCell ?? GridCellLayout()
      change(&cell)
      attributes.gridCell = cell
    }
  }
}
