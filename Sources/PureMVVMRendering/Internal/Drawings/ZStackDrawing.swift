import PureMVVMCore

/// `ZStack` (and `.background { }`, `.overlay { }`): layers drawn over each other, placed
/// by its alignment, sized by the layers that are not decorations; one grid cell in HTML.
enum ZStackDrawing: ElementDrawing {
  static func contentWidth(of element: Element, in layout: TextLayout) -> Int {
    let base = sizingLayers(of: element)
    let sized = base.isEmpty ? Array(element.childElements) : base
    return sized.map(layout.naturalWidth(of:)).max() ?? 0
  }

  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    layout.appendLayers(element, width: width, height: height, to: &lines)
  }

  static func inlineText(of element: Element, in layout: TextLayout) -> String? {
    layout.inlineText(of: element.childElements)
  }

  static func expandsHorizontally(_ element: Element) -> Bool {
    sizingLayers(of: element).contains(where: \.expandsHorizontally)
  }

  static var isStack: Bool { true }

  static func css(placing alignment: Alignment) -> String {
    let horizontal = HTMLCSS.flexPosition(alignment.horizontal)
    let place = horizontal == "flex-start" ? "start" : horizontal == "flex-end" ? "end" : "center"
    return ";place-items:\(HTMLCSS.gridPosition(alignment.vertical)) \(place)"
  }

  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    writer.container(element, className: "zstack", style: style)
  }

  /// The layers that give the stack its size: all but decorations.
  private static func sizingLayers(of element: Element) -> [Element] {
    element.childElements.filter { $0.attributeBox.value.part != .decoration }
  }
}
