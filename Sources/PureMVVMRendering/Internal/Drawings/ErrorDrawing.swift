import PureMVVMCore

/// A view that could not be shown: `⚠ ` and why, wrapped as a text is; a `<p>` in HTML.
enum ErrorDrawing: ElementDrawing {
  private static let mark = "⚠ "

  static func contentWidth(of element: Element, in layout: TextLayout) -> Int {
    mark.count + layout.visibleWidth(element.kind.errorMessage ?? "")
  }

  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    let message = mark + (element.kind.errorMessage ?? "")
    layout.appendText(message, attributes: element, width: width, to: &lines)
  }

  static func css(for element: Element, _ attributes: ElementAttributes) -> String {
    HTMLCSS.textStyle(attributes)
  }

  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    let message = writer.escape(element.kind.errorMessage ?? "")
    writer.html += "<p class=\"error\"\(style)>\(message)</p>"
  }
}
