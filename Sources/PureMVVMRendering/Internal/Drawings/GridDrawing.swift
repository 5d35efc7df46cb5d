import PureMVVMCore

/// `Grid` with `GridRow`s (columns as wide as their widest cell) or `LazyVGrid` (cells in
/// equal columns); a CSS grid in HTML.
enum GridDrawing: ElementDrawing {
  static func contentWidth(of element: Element, in layout: TextLayout) -> Int {
    let columns = element.kind.gridColumns ?? 0
    guard columns > 0 else { return layout.gridRowsWidth(of: element) }
    return layout.widestChild(of: element) * columns + (columns - 1)
  }

  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    let columns = element.kind.gridColumns ?? 0
    guard columns > 0 else {
      return layout.appendGridRows(of: element, width: width, to: &lines)
    }
    var start = 0
    while start < element.childElements.count {
      let row = Array(
        element.childElements[start..<min(start + columns, element.childElements.count)])
      layout.appendCells(row, columns: columns, width: width, to: &lines)
      start += columns
    }
  }

  static var isStack: Bool { true }

  /// Whether a row or another child takes all the width: a child unsized horizontally
  /// (`.gridCellUnsizedAxes(.horizontal)`) takes the grid's instead.
  static func expandsHorizontally(_ element: Element) -> Bool {
    element.childElements.contains {
      $0.expandsHorizontally
        && $0.attributeBox.value.gridCell?.unsizedAxes.contains(.horizontal) != true
    }
  }

  static func css(placing alignment: Alignment) -> String {
    ";justify-items:\(HTMLCSS.gridPosition(alignment.horizontal))"
      + ";align-items:\(HTMLCSS.gridPosition(alignment.vertical))"
  }

  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    let columns = element.kind.gridColumns ?? 0
    guard columns > 0 else {
      let count =
        element.childElements.filter(\.isGridRow)
        .map { TextLayout.gridPlacements(in: $0).last.map { $0.column + $0.span } ?? 0 }.max() ?? 1
      return writer.container(
        element, className: "grid rows", columns: "grid-template-columns:repeat(\(count),auto)",
        style: style)
    }
    writer.container(
      element, className: "grid",
      columns: "grid-template-columns:repeat(\(columns),minmax(0,1fr))", style: style)
  }
}
