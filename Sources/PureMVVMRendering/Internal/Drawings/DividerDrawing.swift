import PureMVVMCore

/// `Divider`: a rule across the line, `│` between the cells of a row; an `<hr>` in HTML;
/// not read.
enum DividerDrawing: ElementDrawing {
  /// One column: its `│` in a row.
  static func contentWidth(of element: Element, in layout: TextLayout) -> Int { 1 }

  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    lines.append(layout.rule(width))
  }

  static func cellLines(
    for element: Element, width: Int, natural: Int, isOwnWidth: Bool, in layout: TextLayout
  ) -> [String]? {
    ["│" + layout.spaces(width - 1)]
  }

  static func expandsHorizontally(_ element: Element) -> Bool { true }

  /// A row draws it as a one-column bar, never wider.
  static var keepsWidthInRow: Bool { true }

  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    writer.html += "<hr class=\"divider\"\(style)>"
  }
}
