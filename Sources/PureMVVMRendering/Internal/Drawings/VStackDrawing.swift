import PureMVVMCore

/// `VStack` (and what builds on it: `ScrollView`, `LazyVStack`): children top to bottom,
/// narrower ones placed by its alignment; a flex column in HTML.
enum VStackDrawing: ElementDrawing {
  /// Its widest child, or the width its children take when they line up by guides.
  static func contentWidth(of element: Element, in layout: TextLayout) -> Int {
    let alignment = element.attributeBox.value.alignment?.horizontal ?? .center
    guard TextLayout.placesByGuides(element.childElements, alignment) else {
      return layout.widestChild(of: element)
    }
    return layout.guidedColumnWidth(of: element.childElements, alignment: alignment)
  }

  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    // Read through the box, not copied: see `HStackDrawing`.
    let box = element.attributeBox
    layout.appendColumn(
      element.childElements, width: width, alignment: box.value.alignment?.horizontal ?? .center,
      spacing: box.value.spacing, to: &lines)
  }

  static func inlineText(of element: Element, in layout: TextLayout) -> String? {
    layout.inlineText(of: element.childElements)
  }

  static var isStack: Bool { true }

  static func css(placing alignment: Alignment) -> String {
    let horizontal = HTMLCSS.flexPosition(alignment.horizontal)
    return ";align-items:\(horizontal);text-align:\(horizontal == "center" ? "center" : "left")"
  }

  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    writer.container(element, className: "vstack", style: style)
  }
}
