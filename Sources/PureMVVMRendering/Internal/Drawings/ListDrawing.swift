import PureMVVMCore

/// `List`: rows with a `─` rule between them, a page of them when a page is asked for,
/// sections with their headers; a `<ul>` in its style in HTML.
enum ListDrawing: ElementDrawing {
  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    layout.appendRows(element.childElements, width: width, to: &lines)
  }

  static func expandsHorizontally(_ element: Element) -> Bool { true }

  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    let look = attributes.listStyle.map { "list style-\($0.rawValue)" } ?? "list"
    writer.rows(element.childElements, style: style, list: look)
  }
}
