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
    case .button(let title):
      let role = attributes.buttonRole.map { " role-\($0)" } ?? ""
      let look = attributes.buttonStyle.map { " style-\($0.rawValue)" } ?? ""
      html += "<button type=\"button\" class=\"button\(role)\(look)\"\(style)\(disabled)>"
      labelled(title, element.children)
      html += "</button>"
    case .textField(let title, let text):
      let named =
        "aria-label=\"\(escape(title))\" placeholder=\"\(escape(attributes.prompt ?? title))\""
      let input =
        attributes.axis == .vertical
        ? "<textarea \(named)\(disabled)>\(escape(text))</textarea>"
        : "<input type=\"text\" \(named) value=\"\(escape(text))\"\(disabled)>"
      field(input, attributes, style)
    case .secureField(let title, let hasText):
      let mask = Element.maskedText(hasText: hasText)
      let named =
        "aria-label=\"\(escape(title))\" placeholder=\"\(escape(attributes.prompt ?? title))\""
      field("<input type=\"password\" \(named) value=\"\(mask)\"\(disabled)>", attributes, style)
    case .textEditor(let text):
      html += "<textarea class=\"editor\"\(style)\(disabled)>\(escape(text))</textarea>"
    case .toggle(let title, let isOn):
      let checked = isOn ? " checked" : ""
      let look = attributes.toggleStyle.map { " style-\($0.rawValue)" } ?? ""
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
      let step = "<button type=\"button\" class=\"step\"\(disabled)>"
      html +=
        "<div class=\"stepper\"\(style)><span>\(escape(label))</span><span class=\"steps\">"
        + "\(step)−</button>\(step)+</button></span></div>"
    case .slider(let title, let value, let bounds):
      html +=
        "<label class=\"slider\"\(style)>\(titleSpan(title))<input type=\"range\" "
        + "min=\"\(bounds.lowerBound)\" max=\"\(bounds.upperBound)\" step=\"any\" "
        + "value=\"\(value)\"\(disabled)></label>"
    case .datePicker(let title, let value):
      html +=
        "<div class=\"date-picker\"\(style)>\(titleSpan(title))"
        + "<span class=\"value\">\(escape(value))</span></div>"
    case .progress(let title, let fraction):
      let value = fraction.map { " value=\"\($0)\" max=\"1\"" } ?? ""
      html +=
        "<div class=\"progress\"\(style)>\(titleSpan(title ?? ""))<progress\(value)></progress></div>"
    case .gauge(let title, let fraction):
      html +=
        "<div class=\"gauge\"\(style)>\(titleSpan(title))"
        + "<meter min=\"0\" max=\"1\" value=\"\(fraction)\"></meter></div>"
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

  private mutating func picker(
    _ element: Element, title: String, selection: String, _ attributes: ElementAttributes,
    _ style: String, _ disabled: String
  ) {
    let options = element.children.map {
      (Element.title(of: [$0]), $0.isSelectedOption(in: element))
    }
    switch attributes.pickerStyle {
    case .segmented, .palette:
      html +=
        "<div class=\"segmented\" role=\"radiogroup\" aria-label=\"\(escape(title))\"\(style)>"
      for (option, selected) in options {
        html += "<span class=\"segment\(selected ? " selected" : "")\">\(escape(option))</span>"
      }
      html += "</div>"
    case .inline, .radioGroup, .wheel:
      html += "<div class=\"picker-inline\"\(style)>\(titleSpan(title))<ul class=\"options\">"
      for (option, selected) in options {
        html += "<li\(selected ? " class=\"selected\"" : "")>\(escape(option))</li>"
      }
      html += "</ul></div>"
    case .navigationLink:
      html +=
        "<div class=\"picker\"\(style)>\(titleSpan(title))"
        + "<span class=\"value\">\(escape(selection)) ›</span></div>"
    default:
      html += "<label class=\"picker\"\(style)>\(titleSpan(title))<select\(disabled)>"
      for (option, selected) in options {
        html += "<option\(selected ? " selected" : "")>\(escape(option))</option>"
      }
      if options.isEmpty { html += "<option selected>\(escape(selection))</option>" }
      html += "</select><span class=\"chevrons\">⌃⌄</span></label>"
    }
  }

  private func titleSpan(_ title: String) -> String {
    title.isEmpty ? "" : "<span>\(escape(title))</span>"
  }

  private mutating func field(_ input: String, _ attributes: ElementAttributes, _ style: String) {
    let look = attributes.textFieldStyle.map { " style-\($0.rawValue)" } ?? ""
    html += "<label class=\"field\(look)\"\(style)>\(input)</label>"
  }

  /// A control's label: its label views, or its title.
  mutating func labelled(_ title: String, _ children: [Element]) {
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
