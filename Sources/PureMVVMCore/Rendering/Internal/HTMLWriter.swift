/// Writes elements as HTML tags: one tag per element, its attributes as inline CSS.
struct HTMLWriter {
  let escape: (String) -> String
  private(set) var html = ""

  init(escape: @escaping (String) -> String) {
    self.escape = escape
  }

  mutating func append(_ element: Element) {
    let attributes = element.attributeBox.value
    let style = HTMLCSS.style(for: element, attributes)
    let disabled = element.isDisabled ? " disabled" : ""
    switch element.kind {
    case .text(let text):
      html += "<span class=\"text\"\(style)>\(runs(text, attributes))</span>"
    case .error(let message):
      html += "<p class=\"error\"\(style)>\(escape(message))</p>"
    case .image(let name, let isSystem):
      let glyph = isSystem ? Image.glyph(forSystemName: name) : name
      let kind = isSystem ? "symbol" : "asset"
      html +=
        "<span class=\"image \(kind)\" title=\"\(escape(name))\"\(style)>\(escape(glyph))</span>"
    case .color(let color):
      html +=
        "<div class=\"color\" style=\"background:\(HTMLCSS.css(color))\(HTMLCSS.box(attributes))\"></div>"
    case .shape(let name):
      html += "<div class=\"shape shape-\(name)\"\(style)></div>"
    case .button(let title):
      let role = attributes.buttonRole.map { " role-\($0)" } ?? ""
      let look = attributes.buttonStyle.map { " style-\($0)" } ?? ""
      html += "<button type=\"button\" class=\"button\(role)\(look)\"\(style)\(disabled)>"
      labelled(title, element.children)
      html += "</button>"
    case .textField(let title, let text):
      let placeholder = escape(attributes.prompt ?? title)
      let input =
        attributes.axis == .vertical
        ? "<textarea placeholder=\"\(placeholder)\"\(disabled)>\(escape(text))</textarea>"
        : "<input type=\"text\" placeholder=\"\(placeholder)\" value=\"\(escape(text))\"\(disabled)>"
      field(title, input: input, style)
    case .secureField(let title, let hasText):
      let mask = Element.maskedText(hasText: hasText)
      let placeholder = escape(attributes.prompt ?? title)
      field(
        title,
        input:
          "<input type=\"password\" placeholder=\"\(placeholder)\" value=\"\(mask)\"\(disabled)>",
        style)
    case .textEditor(let text):
      html += "<textarea class=\"editor\"\(style)\(disabled)>\(escape(text))</textarea>"
    case .toggle(let title, let isOn):
      let checked = isOn ? " checked" : ""
      let look = attributes.toggleStyle.map { " style-\($0)" } ?? ""
      html += "<label class=\"toggle\(look)\"\(style)><span>"
      labelled(title, element.children)
      html += "</span><input type=\"checkbox\" role=\"switch\"\(checked)\(disabled)></label>"
    default:
      appendOther(element, attributes: attributes, style: style, disabled: disabled)
    }
    html += "\n"
  }

  private mutating func appendOther(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String
  ) {
    switch element.kind {
    case .picker(let title, let selection):
      picker(element, title: title, selection: selection, attributes, style, disabled)
    case .stepper(let title, let value):
      let label = title.isEmpty ? value : title
      html +=
        "<div class=\"stepper\"\(style)><span>\(escape(label))</span><span class=\"steps\">"
        + "<button type=\"button\"\(disabled)>−</button><button type=\"button\"\(disabled)>+</button>"
        + "</span></div>"
    case .slider(let title, let value, let bounds):
      html +=
        "<label class=\"slider\"\(style)><span>\(escape(title))</span><input type=\"range\" "
        + "min=\"\(bounds.lowerBound)\" max=\"\(bounds.upperBound)\" step=\"any\" value=\"\(value)\"\(disabled)></label>"
    case .datePicker(let title, let value):
      html +=
        "<label class=\"field date\"\(style)><span>\(escape(title))</span>"
        + "<span class=\"value\">\(escape(value))</span></label>"
    case .progress(let title, let fraction):
      let value = fraction.map { " value=\"\($0)\" max=\"1\"" } ?? ""
      html +=
        "<span class=\"progress\"\(style)><progress\(value)></progress> \(escape(title ?? ""))</span>"
    case .gauge(let title, let fraction):
      html +=
        "<label class=\"gauge\"\(style)><span>\(escape(title))</span><meter min=\"0\" max=\"1\" value=\"\(fraction)\"></meter></label>"
    case .link(let title, let url):
      html += "<span class=\"link\" title=\"\(escape(url))\"\(style)>"
      labelled(title, element.children)
      html += " ↗</span>"
    case .menu(let title):
      html += "<details class=\"menu\"\(style)><summary>\(escape(title)) ▾</summary>\n"
      for item in element.children { append(item) }
      html += "</details>"
    case .disclosureGroup(let title, let isExpanded):
      html +=
        "<details class=\"disclosure\"\(isExpanded ? " open" : "")\(style)><summary>\(escape(title))</summary>\n"
      for child in element.children where child.attributeBox.value.part != .title { append(child) }
      html += "</details>"
    case .divider:
      html += "<hr class=\"divider\"\(style)>"
    case .spacer:
      html += "<span class=\"spacer\"\(style)></span>"
    case .navigation(let title):
      html +=
        "<div class=\"navigation\"\(style)><h3 class=\"navigation-title\">\(escape(title))</h3>\n"
      for child in element.children { append(child) }
      html += "</div>"
    case .list:
      rows(element.children, style: style, list: "list")
    case .form:
      html += "<div class=\"form\"\(style)>\n"
      for child in element.children {
        if child.kind == .section { append(child) } else { rows([child], style: "", list: "list") }
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
    switch element.kind {
    case .hStack: className = "hstack"
    case .zStack: className = "zstack"
    case .grid(let columns): className = "grid columns-\(columns)"
    case .gridRow: className = "grid columns-\(element.children.count)"
    default: className = "vstack"
    }
    html += "<div class=\"\(className)\"\(style)>\n"
    for child in element.children { append(child) }
    html += "</div>"
  }

  private mutating func rows(_ rows: [Element], style: String, list: String) {
    html += "<ul class=\"\(list)\"\(style)>\n"
    for row in rows {
      if row.kind == .section {
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

  private mutating func picker(
    _ element: Element, title: String, selection: String, _ attributes: ElementAttributes,
    _ style: String, _ disabled: String
  ) {
    if ["segmented", "palette"].contains(attributes.pickerStyle) {
      html += "<div class=\"segmented\"\(style)>"
      for option in element.children {
        let selected = option.isSelectedOption(in: element) ? " selected" : ""
        html += "<span class=\"segment\(selected)\">\(escape(Element.title(of: [option])))</span>"
      }
      html += "</div>"
      return
    }
    html += "<label class=\"field picker\"\(style)><span>\(escape(title))</span><select\(disabled)>"
    for option in element.children {
      let selected = option.isSelectedOption(in: element) ? " selected" : ""
      html += "<option\(selected)>\(escape(Element.title(of: [option])))</option>"
    }
    if element.children.isEmpty { html += "<option selected>\(escape(selection))</option>" }
    html += "</select></label>"
  }

  private mutating func field(_ title: String, input: String, _ style: String) {
    html += "<label class=\"field\"\(style)><span>\(escape(title))</span>\(input)</label>"
  }

  /// A control's label: its label views, or its title.
  private mutating func labelled(_ title: String, _ children: [Element]) {
    guard !children.isEmpty, !Element.isPlainText(children) else {
      html += escape(title)
      return
    }
    for child in children { append(child) }
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
