import Foundation
import PureMVVMCore

/// A `Grid`'s rows, drawn in shared columns as SwiftUI lays them out: each column as wide
/// as its widest cell (columns holding a cell that expands share what is left), a cell
/// spanning the columns `.gridCellColumns(_:)` gives it, and each cell's content placed
/// in its cell by its anchor, its column's alignment, or the grid's (centred by default).
/// Anything else between the rows spans the grid.
extension TextLayout {
  /// Where one of a grid row's cells falls: its index among the row's children, its first
  /// column and how many it spans.
  struct GridPlacement {
    let index: Int
    let column: Int
    let span: Int
  }

  /// A grid's columns: their widths, the gap between them, and how each lines up.
  struct GridColumns {
    var widths: [Int]
    let gap: Int
    var alignments: [HorizontalAlignment?]

    /// The width of `span` columns from `column`, with the gaps between them.
    func width(from column: Int, span: Int) -> Int {
      let end = min(column + span, widths.count)
      guard column < end else { return 0 }
      return widths[column..<end].reduce(0, +) + gap * (end - column - 1)
    }

    /// The width of every column, with their gaps.
    var total: Int { width(from: 0, span: widths.count) }
  }

  /// The cells of a grid row, each in the columns after the one before it; a row holds at
  /// most ``GridCellLayout/maximumColumns`` columns, and cells past them are not drawn.
  static func gridPlacements(in row: Element) -> [GridPlacement] {
    var placements: [GridPlacement] = []
    var column = 0
    for index in row.childElements.indices {
      let left = GridCellLayout.maximumColumns - column
      guard left > 0 else { break }
      let asked = row.childElements[index].attributeBox.value.gridCell?.columns ?? 1
      let span = min(max(asked, 1), left)
      placements.append(GridPlacement(index: index, column: column, span: span))
      column += span
    }
    return placements
  }

  /// The widest gap between a grid's columns: a line is never wider than a screen, and an
  /// absurd spacing must not make one.
  private static let widestGap = 1_000

  /// Whether a cell takes the size the others set along the horizontal axis.
  private static func isUnsizedHorizontally(_ cell: Element) -> Bool {
    cell.attributeBox.value.gridCell?.unsizedAxes.contains(.horizontal) == true
  }

  /// The columns of `grid`'s rows at their natural widths, resolved in `width`.
  func gridColumns(of grid: Element, width: Int) -> GridColumns {
    var columns = naturalGridColumns(of: grid)
    let flexible = flexibleGridColumns(of: grid, count: columns.widths.count)
    columns.widths = RowWidths(
      natural: columns.widths, isFlexible: flexible,
      gaps: Array(repeating: columns.gap, count: max(columns.widths.count - 1, 0)), width: width
    ).resolved()
    return columns
  }

  /// The grid's columns at their natural widths.
  ///
  /// Each column is as wide as its widest one-column cell; a wider spanning cell widens
  /// the columns it spans evenly. Cells unsized horizontally ask for nothing.
  private func naturalGridColumns(of grid: Element) -> GridColumns {
    let rows = grid.childElements.filter(\.isGridRow)
    let placements = rows.map(Self.gridPlacements(in:))
    let count = placements.map { $0.last.map { $0.column + $0.span } ?? 0 }.max() ?? 0
    var columns = GridColumns(
      widths: Array(repeating: 0, count: count),
      gap: min(gapColumns(spacing: grid.attributeBox.value.spacing), Self.widestGap),
      alignments: Array(repeating: nil, count: count))
    for (row, cells) in zip(rows, placements) {
      for cell in cells where cell.span == 1 {
        let element = row.childElements[cell.index]
        if columns.alignments[cell.column] == nil {
          columns.alignments[cell.column] = element.attributeBox.value.gridCell?.columnAlignment
        }
        guard !Self.isUnsizedHorizontally(element) else { continue }
        columns.widths[cell.column] = max(columns.widths[cell.column], naturalWidth(of: element))
      }
    }
    for (row, cells) in zip(rows, placements) {
      for cell in cells where cell.span > 1 {
        let element = row.childElements[cell.index]
        guard !Self.isUnsizedHorizontally(element) else { continue }
        let missing = naturalWidth(of: element) - columns.width(from: cell.column, span: cell.span)
        guard missing > 0 else { continue }
        for offset in 0..<cell.span {
          columns.widths[cell.column + offset] +=
            missing / cell.span
            + (offset >= cell.span - missing % cell.span ? 1 : 0)
        }
      }
    }
    return columns
  }

  /// Whether each of a grid's `count` columns holds a cell that takes a share of the
  /// width its row leaves.
  private func flexibleGridColumns(of grid: Element, count: Int) -> [Bool] {
    var flexible = Array(repeating: false, count: count)
    for row in grid.childElements where row.isGridRow {
      for cell in Self.gridPlacements(in: row) {
        let element = row.childElements[cell.index]
        guard isFlexible(element), !Self.isUnsizedHorizontally(element) else { continue }
        for column in cell.column..<cell.column + cell.span { flexible[column] = true }
      }
    }
    return flexible
  }

  /// The width of a grid's columns side by side, or of its widest other child that is
  /// not unsized horizontally.
  func gridRowsWidth(of grid: Element) -> Int {
    let others = grid.childElements.filter { !$0.isGridRow && !Self.isUnsizedHorizontally($0) }
    return max(naturalGridColumns(of: grid).total, others.map(naturalWidth(of:)).max() ?? 0)
  }

  /// Draws a grid's rows in `width`.
  func appendGridRows(of grid: Element, width: Int, to lines: inout [String]) {
    let columns = gridColumns(of: grid, width: width)
    let alignment = grid.attributeBox.value.alignment ?? .center
    for row in grid.childElements {
      guard row.isGridRow else {
        let used = Self.isUnsizedHorizontally(row) ? min(columns.total, width) : width
        var rowLines: [String] = []
        appendLines(for: row, width: used, to: &rowLines)
        lines += rowLines.map { fit($0, width: width) }
        continue
      }
      appendGridRow(row, columns: columns, alignment: alignment, width: width, to: &lines)
    }
  }

  /// Draws one grid row: each cell's lines placed in its cell, cells after the last left
  /// blank.
  private func appendGridRow(
    _ row: Element, columns: GridColumns, alignment: Alignment, width: Int,
    to lines: inout [String]
  ) {
    let placements = Self.gridPlacements(in: row)
    let vertical = row.attributeBox.value.alignment?.vertical ?? alignment.vertical
    let cells = placements.map { placement in
      gridCellLines(
        row.childElements[placement.index], placement: placement, columns: columns,
        alignment: alignment.horizontal, lineWidth: width)
    }
    let height = cells.map(\.lines.count).max() ?? 0
    let end = placements.last.map { $0.column + $0.span } ?? 0
    let rest = min(columns.width(from: end, span: columns.widths.count - end), width)
    for line in 0..<height {
      var pieces = zip(cells, placements).map { cell, placement in
        let top = cellTop(cell.lines.count, in: height, anchor: cell.anchor, vertical)
        let shown = line >= top && line - top < cell.lines.count
        return shown
          ? cell.lines[line - top]
          : spaces(min(columns.width(from: placement.column, span: placement.span), width))
      }
      if rest > 0 { pieces.append(spaces(rest)) }
      lines.append(fit(pieces.joined(separator: spaces(columns.gap)), width: width))
    }
  }

  /// A cell's lines, each as wide as its cell, its content placed by its anchor, its
  /// column's alignment or the grid's.
  private func gridCellLines(
    _ cell: Element, placement: GridPlacement, columns: GridColumns,
    alignment: HorizontalAlignment, lineWidth: Int
  ) -> (lines: [String], anchor: UnitPoint?) {
    // A cell wider than the line is cut where the line is, so it is drawn no wider.
    let cellWidth = min(columns.width(from: placement.column, span: placement.span), lineWidth)
    let layout = cell.attributeBox.value.gridCell
    let fills = isFlexible(cell) || Self.isUnsizedHorizontally(cell)
    let placed = fills ? cellWidth : min(naturalWidth(of: cell), cellWidth)
    let left: Int
    if let anchor = layout?.anchor {
      left = Self.offset(fraction: anchor.x, of: cellWidth - placed)
    } else {
      let column = placement.span == 1 ? columns.alignments[placement.column] : nil
      left = Self.offset(of: placed, in: cellWidth, column ?? alignment)
    }
    let content = cellLines(for: cell, width: placed, natural: placed, isOwnWidth: true)
    return (content.map { spaces(left) + $0 + spaces(cellWidth - left - placed) }, layout?.anchor)
  }

  /// The line a cell `height` lines tall starts on in a row `rowHeight` lines tall.
  private func cellTop(
    _ height: Int, in rowHeight: Int, anchor: UnitPoint?, _ alignment: VerticalAlignment
  ) -> Int {
    guard let anchor else { return Self.top(of: height, in: rowHeight, alignment) }
    return Self.offset(fraction: anchor.y, of: rowHeight - height)
  }

  /// `fraction` of `slack` columns or lines, the fraction kept between 0 and 1 (a NaN
  /// anchor centres).
  private static func offset(fraction: CGFloat, of slack: Int) -> Int {
    let kept = fraction.isNaN ? 0.5 : min(max(fraction, 0), 1)
    return Int((kept * CGFloat(slack)).rounded())
  }
}
