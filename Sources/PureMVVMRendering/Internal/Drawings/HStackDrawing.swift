import PureMVVMCore

/// `HStack`: children side by side, the slack to its spacers, the widest shrunk first when
/// the row is too narrow; a flex row in HTML.
enum HStackDrawing: ElementDrawing {
  static func contentWidth(of element: Element, in layout: TextLayout) -> Int {
    layout.rowWidth(of: element.children, spacing: element.attributeBox.value.spacing)
  }

  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    let attributes = element.attributeBox.value
    layout.appendRow(
      element.children, width: width, spacing: attributes.spacing,
      alignment: attributes.alignment?.vertical, to: &lines)
  }

  static func inlineText(of element: Element, in layout: TextLayout) -> String? {
    layout.inlineText(of: element.children)
  }

  static func expandsHorizontally(_ element: Element) -> Bool {
    element.children.contains(where: \.expandsInRow)
  }

  static var isStack: Bool { true }

  static func css(placing alignment: Alignment) -> String {
    ";align-items:\(HTMLCSS.flexPosition(alignment.vertical))"
  }

  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    writer.container(element, className: "hstack", style: style)
  }
}
