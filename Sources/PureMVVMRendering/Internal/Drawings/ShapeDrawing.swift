import PureMVVMCore

/// A shape: it fills the width it is offered and draws nothing in text; a `<div>` of its
/// outline in HTML, filled in its foreground unless stroked; not read.
enum ShapeDrawing: FillDrawing {
  /// A stroked shape is only its outline (the border its box paints); a filled one is
  /// painted in its foreground, black unless set.
  static func css(for element: Element, _ attributes: ElementAttributes) -> String {
    guard attributes.border == nil else { return "" }
    return ";background:\(attributes.foreground.map(HTMLCSS.paint) ?? "#000")"
  }

  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    let outline = element.kind.outline?.rawValue ?? ""
    writer.html += "<div class=\"shape shape-\(outline)\"\(style)></div>"
  }
}
