import PureMVVMCore

/// A `Color` as a view: it fills the width it is offered and draws nothing in text; a
/// filled `<div>` in HTML; not read.
enum ColorDrawing: FillDrawing {
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
