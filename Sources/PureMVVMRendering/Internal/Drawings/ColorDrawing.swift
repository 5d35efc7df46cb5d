import PureMVVMCore

/// A `Color` as a view: it fills the width it is offered and draws nothing in text; a
/// filled `<div>` in HTML; not read.
enum ColorDrawing: ElementDrawing {
  static func contentWidth(of element: Element, in layout: TextLayout) -> Int {
    element.layoutBox?.minLength ?? 0
  }

  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {}

  static func face(of element: Element, in layout: TextLayout) -> String? { "" }

  static func inlineText(of element: Element, in layout: TextLayout) -> String? { nil }

  static func expandsHorizontally(_ element: Element) -> Bool { true }

  /// Its own `style` attribute, its colour and box only: a colour takes no text style.
  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    let fill = element.kind.color.map(HTMLCSS.css) ?? "transparent"
    writer.html +=
      "<div class=\"color\" style=\"background:\(fill)\(HTMLCSS.box(attributes))\"></div>"
  }
}
