import PureMVVMCore

/// `Text`: its words wrapped to the width, cut at its line limit, placed by its alignment;
/// a `<span>` of styled runs in HTML; read as static text (a heading in a header).
enum TextDrawing: ElementDrawing {
  static func contentWidth(of element: Element, in layout: TextLayout) -> Int {
    layout.visibleWidth(element.string ?? "")
  }

  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    layout.appendText(element.string ?? "", attributes: element, width: width, to: &lines)
  }

  static func inlineText(of element: Element, in layout: TextLayout) -> String? {
    element.string?.escapingControlCharacters()
  }

  /// A text that fits is only padded, never cut; measured again only when `natural` is
  /// its grid column's width.
  static func cellLines(
    for element: Element, width: Int, natural: Int, isOwnWidth: Bool, in layout: TextLayout
  ) -> [String]? {
    guard element.layoutBox == nil, natural <= width, let string = element.string else {
      return nil
    }
    let shown = string.escapingControlCharacters()
    return [layout.fit(shown, width: width, textWidth: isOwnWidth ? natural : shown.displayWidth)]
  }

  static func css(for element: Element, _ attributes: ElementAttributes) -> String {
    HTMLCSS.textStyle(attributes)
  }

  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    let runs = writer.runs(element.string ?? "", attributes)
    writer.html += "<span class=\"text\"\(style)>\(runs)</span>"
  }

  static func accessibilityNode(for element: Element) -> AccessibilityNode? {
    guard let text = element.string, !text.isEmpty else { return nil }
    return .text(text, traits: element.attributeBox.value.part == .header ? .isHeader : [])
  }
}
