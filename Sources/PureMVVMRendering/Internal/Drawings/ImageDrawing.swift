import PureMVVMCore

/// `Image`: a symbol's glyph (`★`) or an asset's `‹name›`, which keeps its width in a row;
/// a `role="img"` span in HTML; read by its name.
enum ImageDrawing: ElementDrawing {
  static func contentWidth(of element: Element, in layout: TextLayout) -> Int {
    face(of: element, in: layout)?.displayWidth ?? 0
  }

  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    lines.append(line(for: element, width: width, in: layout))
  }

  static func face(of element: Element, in layout: TextLayout) -> String? {
    let name = (element.kind.imageName ?? "").escapingControlCharacters()
    return element.kind.isSystemImage ? Image.glyph(forSystemName: name) : "‹\(name)›"
  }

  static var keepsWidthInRow: Bool { true }

  static func css(for element: Element, _ attributes: ElementAttributes) -> String {
    let text = HTMLCSS.textStyle(attributes)
    return attributes.isResizable ? text + HTMLCSS.resizedSymbol(attributes.frame) : text
  }

  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    let name = element.kind.imageName ?? ""
    let isSystem = element.kind.isSystemImage
    let glyph = isSystem ? Image.glyph(forSystemName: name) : name
    let kind = isSystem ? "symbol" : "asset"
    let scale = attributes.imageScale.map { " scale-\($0)" } ?? ""
    writer.html +=
      "<span class=\"image \(kind)\(scale)\" role=\"img\" aria-label=\"\(writer.escape(name))\"\(style)>"
      + "\(writer.escape(glyph))</span>"
  }

  static func accessibilityNode(for element: Element) -> AccessibilityNode? {
    var node = AccessibilityNode.text(element.kind.imageName ?? "", traits: .isImage)
    node.labelSource = .imageName
    return node
  }
}
