import PureMVVMCore

/// `HStack`: children side by side, the slack to its spacers, the widest shrunk first when
/// the row is too narrow; a flex row in HTML.
enum HStackDrawing: ElementDrawing {
  static func contentWidth(of element: Element, in layout: TextLayout) -> Int {
    layout.rowWidth(of: element.childElements, spacing: element.attributeBox.value.spacing)
  }

  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    // Two fields read through the box: a copy of all the attributes would retain each of
    // their references, for every row of a list.
    let box = element.attributeBox
    layout.appendRow(
      element.childElements, width: width, spacing: box.value.spacing,
      alignment: box.value.alignment?.vertical, to: &lines)
  }

  static func inlineText(of element: Element, in layout: TextLayout) -> String? {
    layout.inlineText(of: element.childElements)
  }

  static func expandsHorizontally(_ element: Element) -> Bool {
    element.childElements.contains(where: \.expandsInRow)
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
