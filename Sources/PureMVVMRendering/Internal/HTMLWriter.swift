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
      style = Self.adding("align-self:stretch", to: style)
    }
    let disabled = element.isDisabled ? " disabled" : ""
    let inheritedTint = tint
    tint = attributes.tint
    defer { tint = inheritedTint }
    switch element.kind {
    case .text(let text):
      html += "<span class=\"text\"\(style)>\(runs(text, attributes))</span>"
    case .error(let message):
      html += "<p class=\"error\"\(style)>\(escape(message))</p>"
    case .image(let name, let isSystem):
      let glyph = isSystem ? Image.glyph(forSystemName: name) : name
      let kind = isSystem ? "symbol" : "asset"
      let scale = attributes.imageScale.map { " scale-\($0)" } ?? ""
      html +=
        "<span class=\"image \(kind)\(scale)\" role=\"img\" aria-label=\"\(escape(name))\"\(style)>"
        + "\(escape(glyph))</span>"
    case .color(let color):
      html +=
        "<div class=\"color\" style=\"background:\(HTMLCSS.css(color))\(HTMLCSS.box(attributes))\"></div>"
    case .shape(let kind):
      html += "<div class=\"shape shape-\(kind.rawValue)\"\(style)></div>"
    case .control(let control):
      append(control, of: element, attributes: attributes, style: style, disabled: disabled)
    default:
      appendOther(element, attributes: attributes, style: style, disabled: disabled)
    }
    html += "\n"
  }

  private mutating func appendOther(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String
  ) {
    switch element.kind {
    case .divider:
      html += "<hr class=\"divider\"\(style)>"
    case .spacer:
      html += "<span class=\"spacer\"\(style)></span>"
    case .navigationStack, .navigationLink, .tabView, .toolbar, .presentation:
      appendNavigation(element, style: style)
    case .navigation(let title):
      let mode =
        attributes.titleDisplayMode
        ?? element.children.first?.attributeBox.value
        .titleDisplayMode
      let inline = mode == .inline ? " inline" : ""
      html +=
        "<div class=\"navigation\"\(style)><h3 class=\"navigation-title\(inline)\">\(escape(title))</h3>\n"
      for child in element.children { append(child) }
      html += "</div>"
    case .list:
      let look = attributes.listStyle.map { "list style-\($0.rawValue)" } ?? "list"
      rows(element.children, style: style, list: look)
    case .form:
      html += "<div class=\"form\"\(style)>\n"
      for child in element.children {
        if child.isSection { append(child) } else { rows([child], style: "", list: "list") }
      }
      html += "</div>"
    case .section:
      section(element, style: style)
    default:
      container(element, attributes: attributes, style: style)
    }
  }

  private mutating func container(
    _ element: Element, attributes: ElementAttributes, style: String
  ) {
    let className: String
    var columns = ""
    switch element.kind {
    case .hStack: className = "hstack"
    case .zStack: className = "zstack"
    case .grid(0):
      className = "grid rows"
      let count = element.children.filter { $0.isGridRow }.map(\.children.count).max() ?? 1
      columns = "grid-template-columns:repeat(\(count),auto)"
    case .grid(let count):
      className = "grid"
      columns = "grid-template-columns:repeat(\(count),minmax(0,1fr))"
    case .gridRow:
      className = "grid-row"
      columns = "grid-template-columns:repeat(\(element.children.count),minmax(0,1fr))"
    default: className = "vstack"
    }
    html += "<div class=\"\(className)\"\(Self.adding(columns, to: style))>\n"
    for child in element.children { append(child) }
    html += "</div>"
  }

  /// `style` (a ` style="…"` attribute or nothing) with `css` added.
  private static func adding(_ css: String, to style: String) -> String {
    guard !css.isEmpty else { return style }
    guard style.hasPrefix(" style=\"") else { return " style=\"\(css)\"" + style }
    return " style=\"\(css);" + style.dropFirst(8)
  }

  private mutating func rows(_ rows: [Element], style: String, list: String) {
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

  private mutating func section(_ element: Element, style: String) {
    html += "<div class=\"section\"\(style)>\n"
    let parts = element.children.map(\.attributeBox.value.part)
    for (child, part) in zip(element.children, parts) where part == .header {
      html += "<div class=\"header\">"
      append(child)
      html += "</div>\n"
    }
    let body = zip(element.children, parts).filter { $0.1 != .header && $0.1 != .footer }
    if !body.isEmpty { rows(body.map(\.0), style: "", list: "list") }
    for (child, part) in zip(element.children, parts) where part == .footer {
      html += "<div class=\"footer\">"
      append(child)
      html += "</div>\n"
    }
    html += "</div>"
  }

  private func runs(_ text: String, _ attributes: ElementAttributes) -> String {
    guard let runs = attributes.textRuns else { return escape(text) }
    return runs.map { run in
      var piece = ElementAttributes()
      piece.apply(run)
      let style = HTMLCSS.textStyle(piece)
      return style.isEmpty
        ? escape(run.text) : "<span style=\"\(style)\">\(escape(run.text))</span>"
    }.joined()
  }
}
