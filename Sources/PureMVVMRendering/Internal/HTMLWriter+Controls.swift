import PureMVVMCore

/// Controls as HTML: one tag (or a few) per ``ControlFace``.
extension HTMLWriter {
  mutating func append(
    _ control: Control, of element: Element, attributes: ElementAttributes, style: String,
    disabled: String
  ) {
    let title = control.title
    switch control.face {
    case .pushButton:
      let role = attributes.buttonRole.map { " role-\($0)" } ?? ""
      let look = attributes.buttonStyle.map { " style-\($0.rawValue)" } ?? ""
      let (shape, style) = Self.bordered(attributes.buttonBorderShape, style: style)
      html +=
        "<button type=\"button\" class=\"button\(role)\(look)\(shape)\"\(style)\(disabled)>"
      labelled(title, element.childElements)
      html += "</button>"
    case .textBox(let text):
      let named =
        "aria-label=\"\(escape(title))\" placeholder=\"\(escape(attributes.prompt ?? title))\""
      let input =
        attributes.axis == .vertical
        ? "<textarea \(named)\(disabled)>\(escape(text))</textarea>"
        : "<input type=\"text\" \(named) value=\"\(escape(text))\"\(disabled)>"
      field(input, attributes, style)
    case .secureBox(let hasText):
      let mask = Element.maskedText(hasText: hasText)
      let named =
        "aria-label=\"\(escape(title))\" placeholder=\"\(escape(attributes.prompt ?? title))\""
      field("<input type=\"password\" \(named) value=\"\(mask)\"\(disabled)>", attributes, style)
    case .textArea(let text):
      html += "<textarea class=\"editor\"\(style)\(disabled)>\(escape(text))</textarea>"
    case .onOffSwitch(let isOn):
      let checked = isOn ? " checked" : ""
      let look = attributes.toggleStyle.map { " style-\($0.rawValue)" } ?? ""
      html += "<label class=\"toggle\(look)\"\(style)><span>"
      labelled(title, element.childElements)
      html += "</span><input type=\"checkbox\" role=\"switch\"\(checked)\(disabled)></label>"
    case .popUp(let selection):
      picker(element, title: title, selection: selection, attributes, style, disabled)
    case .plusMinus(let value):
      let label = title.isEmpty ? value : title
      let step = "<button type=\"button\" class=\"step\"\(disabled)>"
      html +=
        "<div class=\"stepper\"\(style)><span>\(escape(label))</span><span class=\"steps\">"
        + "\(step)−</button>\(step)+</button></span></div>"
    case .track(let value, let bounds):
      html +=
        "<label class=\"slider\"\(style)>\(titleSpan(title))<input type=\"range\" "
        + "min=\"\(bounds.lowerBound)\" max=\"\(bounds.upperBound)\" step=\"any\" "
        + "value=\"\(value)\"\(disabled)></label>"
    case .valueBox(let value):
      html +=
        "<div class=\"date-picker\"\(style)>\(titleSpan(title))"
        + "<span class=\"value\">\(escape(value))</span></div>"
    case .progressBar(let fraction):
      let value = fraction.map { " value=\"\($0)\" max=\"1\"" } ?? ""
      html +=
        "<div class=\"progress\"\(style)>\(titleSpan(title))<progress\(value)></progress></div>"
    case .levelMeter(let fraction):
      html +=
        "<div class=\"gauge\"\(style)>\(titleSpan(title))"
        + "<meter min=\"0\" max=\"1\" value=\"\(fraction)\"></meter></div>"
    case .hyperlink(let url):
      html += "<span class=\"link\" title=\"\(escape(url))\"\(style)>"
      labelled(title, element.childElements)
      html += " ↗</span>"
    case .pullDown:
      let indicator = element.attributes.menuIndicator == .hidden ? "" : " ▾"
      html += "<details class=\"menu\"\(style)><summary>\(escape(title))\(indicator)</summary>\n"
      for item in element.childElements { append(item) }
      html += "</details>"
    case .disclosure(let isExpanded):
      html +=
        "<details class=\"disclosure\"\(isExpanded ? " open" : "")\(style)><summary>\(escape(title))</summary>\n"
      for child in element.childElements where child.attributeBox.value.part != .title {
        append(child)
      }
      html += "</details>"
    }
  }

  private mutating func picker(
    _ element: Element, title: String, selection: String, _ attributes: ElementAttributes,
    _ style: String, _ disabled: String
  ) {
    let options = element.childElements.map {
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

  func titleSpan(_ title: String) -> String {
    title.isEmpty ? "" : "<span>\(escape(title))</span>"
  }

  private mutating func field(_ input: String, _ attributes: ElementAttributes, _ style: String) {
    let look = attributes.textFieldStyle.map { " style-\($0.rawValue)" } ?? ""
    html += "<label class=\"field\(look)\"\(style)>\(input)</label>"
  }

  /// A control's label: its label views, or its title.
  mutating func labelled(_ title: String, _ children: some ElementCollection) {
    guard !children.isEmpty, !Element.isPlainText(children) else {
      html += escape(title)
      return
    }
    for child in children { append(child) }
  }

  /// The class and style that draw a bordered button's platter in `shape`: a capsule, a
  /// circle, or its corners rounded by the radius given.
  private static func bordered(_ shape: ButtonBorderShape?, style: String) -> (String, String) {
    guard let outline = shape?._outline else { return ("", style) }
    switch outline.kind {
    case .capsule: return (" shape-capsule", style)
    case .circle: return (" shape-circle", style)
    default:
      let radius = HTMLCSS.number(Double(outline.cornerRadius ?? 0))
      return ("", adding("border-radius:\(radius)px", to: style))
    }
  }
}
