import PureMVVMCore

/// `GridRow`: in a `Grid`, a row of its columns (the grid draws it); alone, cells in equal
/// columns.
enum GridRowDrawing: ElementDrawing {
  static func contentWidth(of element: Element, in layout: TextLayout) -> Int {
    let count = element.childElements.count
    return layout.widestChild(of: element) * count + max(count - 1, 0)
  }

  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    layout.appendCells(
      element.childElements, columns: element.childElements.count, width: width, to: &lines)
  }

  static var isStack: Bool { true }

  /// The row's alignment, for its cells: alone, the row is a grid that places them; in a
  /// `Grid` it is `display: contents`, and its cells read `--row-align`.
  static func css(placing alignment: Alignment) -> String {
    let position = HTMLCSS.gridPosition(alignment.vertical)
    return ";align-items:\(position);--row-align:\(position)"
  }

  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    let count = element.childElements.count
    writer.container(
      element, className: "grid-row",
      columns: "grid-template-columns:repeat(\(count),minmax(0,1fr))", style: style)
  }
}
