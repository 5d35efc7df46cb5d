import PureMVVMCore

/// `Spacer`: blank, taking the slack of a row (its minimum length at least); an empty
/// `<span>` in HTML; not read.
enum SpacerDrawing: ElementDrawing {
  static func contentWidth(of element: Element, in layout: TextLayout) -> Int {
    element.layoutBox?.minLength ?? 1
  }

  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    lines.append(layout.spaces(width))
  }

  static func inlineText(of element: Element, in layout: TextLayout) -> String? { nil }

  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    writer.html += "<span class=\"spacer\"\(style)></span>"
  }
}
