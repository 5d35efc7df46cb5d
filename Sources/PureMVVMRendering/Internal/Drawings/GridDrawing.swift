import PureMVVMCore

/// `Grid` with `GridRow`s (columns as wide as their widest cell) or `LazyVGrid` (cells in
/// equal columns); a CSS grid in HTML.
enum GridDrawing: ElementDrawing {
  static func contentWidth(of element: Element, in layout: TextLayout) -> Int {
    let columns = element.kind.gridColumns ?? 0
    guard columns > 0 else { return layout.gridRowsWidth(of: element.childElements) }
    return layout.widestChild(of: element) * columns + (columns - 1)
  }

  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    let columns = element.kind.gridColumns ?? 0
    guard columns > 0 else {
      return layout.appendGridRows(element.childElements, width: width, to: &lines)
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

  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    let columns = element.kind.gridColumns ?? 0
    guard columns > 0 else {
      let count = element.childElements.filter(\.isGridRow).map(\.childElements.count).max() ?? 1
      return writer.container(
        element, className: "grid rows", columns: "grid-template-columns:repeat(\(count),auto)",
        style: style)
    }
    writer.container(
      element, className: "grid",
      columns: "grid-template-columns:repeat(\(columns),minmax(0,1fr))", style: style)
  }
}
