import PureMVVMCore

/// `Section`: its header, its rows (ruled in a list or form), its footer.
enum SectionDrawing: ElementDrawing {
  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    layout.appendSection(element, width: width, ruled: false, to: &lines)
  }

  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    writer.section(element, style: style)
  }
}
