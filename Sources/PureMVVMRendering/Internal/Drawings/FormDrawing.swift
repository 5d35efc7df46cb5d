import PureMVVMCore

/// `Form`: its sections one after another, a blank line between them, their rows ruled.
enum FormDrawing: ElementDrawing {
  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    for (index, child) in element.childElements.enumerated() {
      if index > 0 { lines.append(layout.spaces(width)) }
      if child.isSection {
        layout.appendSection(child, width: width, ruled: true, to: &lines)
      } else {
        layout.appendLines(for: child, width: width, to: &lines)
      }
    }
  }

  static func expandsHorizontally(_ element: Element) -> Bool { true }

  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    writer.html += "<div class=\"form\"\(style)>\n"
    for child in element.childElements {
      if child.isSection {
        writer.append(child)
      } else {
        writer.rows([child], style: "", list: "list")
      }
    }
    writer.html += "</div>"
  }
}
