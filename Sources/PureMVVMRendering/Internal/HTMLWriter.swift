import PureMVVMCore

/// Writes elements as HTML tags: one tag per element, its attributes as inline CSS.
struct HTMLWriter {
  let escape: (String) -> String
  var html = ""
  /// The tint of the element being written, which its children inherit.
  private var tint: Paint?

  init(escape: @escaping (String) -> String) {
    self.escape = escape
  }

  mutating func append(_ element: Element) {
    let attributes = element.attributeBox.value
    guard let badge = attributes.badge else { return appendUnbadged(element, attributes) }
    html += "<div class=\"badged\">"
    appendUnbadged(element, attributes)
    html += "<span class=\"badge\">\(escape(badge))</span></div>\n"
  }

  private mutating func appendUnbadged(_ element: Element, _ attributes: ElementAttributes) {
    let element = element.drawn
    let help = attributes.help.map { " title=\"\(escape($0))\"" } ?? ""
    var style = HTMLCSS.style(for: element, attributes, inheritedTint: tint) + help
    if element.isStack, element.expandsHorizontally {
      style = Self.adding("align-self:stretch;justify-self:stretch", to: style)
    }
    // What `.accessibilityHidden(true)` hides, a screen reader skips in the page too.
    if attributes.accessibility?.isHidden == true { style += " aria-hidden=\"true\"" }
    let disabled = element.isDisabled ? " disabled" : ""
    let inheritedTint = tint
    tint = attributes.tint
    defer { tint = inheritedTint }
    element.drawing.write(
      element, attributes: attributes, style: style, disabled: disabled, to: &self)
    html += "\n"
  }

  /// A container's tag of class `className` around its children; `columns` is CSS added
  /// to its style.
  mutating func container(
    _ element: Element, className: String, columns: String = "", style: String
  ) {
    html += "<div class=\"\(className)\"\(Self.adding(columns, to: style))>\n"
    for child in element.childElements { append(child) }
    html += "</div>"
  }

  /// `style` (a ` style="…"` attribute or nothing) with `css` added.
  static func adding(_ css: String, to style: String) -> String {
    guard !css.isEmpty else { return style }
    guard style.hasPrefix(" style=\"") else { return " style=\"\(css)\"" + style }
    return " style=\"\(css);" + style.dropFirst(8)
  }

  /// Rows as the items of a `<ul>` of class `list`; sections among them end it and
  /// start another after them.
  mutating func rows(_ rows: some ElementCollection, style: String, list: String) {
    html += "<ul class=\"\(list)\"\(style)>\n"
    for row in rows {
      if row.isSection {
        html += "</ul>\n"
        append(row)
        html += "<ul class=\"\(list)\">\n"
        continue
      }
      html += "<li>"
      append(row)
      html += "</li>\n"
    }
    html += "</ul>"
  }

  /// A section: its header, its rows as a list, its footer.
  mutating func section(_ element: Element, style: String) {
    html += "<div class=\"section\"\(style)>\n"
    let parts = element.childElements.map(\.attributeBox.value.part)
    for (child, part) in zip(element.childElements, parts) where part == .header {
      html += "<div class=\"header\">"
      append(child)
      html += "</div>\n"
    }
    let body = zip(element.childElements, parts).filter { $0.1 != .header && $0.1 != .footer }
    if !body.isEmpty { rows(body.map(\.0), style: "", list: "list") }
    for (child, part) in zip(element.childElements, parts) where part == .footer {
      html += "<div class=\"footer\">"
      append(child)
      html += "</div>\n"
    }
    html += "</div>"
  }

  /// A text's words, each styled run in a `<span>` of its own.
  func runs(_ text: String, _ attributes: ElementAttributes) -> String {
    guard let runs = attributes.textRuns else { return escape(text) }
    return runs.map { run in
      var piece = ElementAttributes()
      piece.apply(run)
      // A piece without a font inherits the text's scaled size; one with a font is scaled
      // here, as its size is absolute.
      if piece.font != nil { piece.dynamicTypeSize = attributes.dynamicTypeSize }
      let style = HTMLCSS.textStyle(piece).drop { $0 == ";" }
      return style.isEmpty
        ? escape(run.text) : "<span style=\"\(style)\">\(escape(run.text))</span>"
    }.joined()
  }
}
