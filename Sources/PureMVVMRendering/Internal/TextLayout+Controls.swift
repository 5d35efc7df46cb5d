import PureMVVMCore

/// The faces of controls (see ``ControlDrawing``).
///
/// | Face | Drawn |
/// | --- | --- |
/// | push button | `[ Login ]`, `[ ★ Favorite ]` (a label view, inline), `(disabled)` after it |
/// | text box / secure box | `Username: [Mike▏      ]` (the box fills the line) |
/// | text area | a bordered box of wrapped lines |
/// | on/off switch | the title, then `[on]`/`[off]` at the trailing edge |
/// | pop-up | `Units: [Metric ▾]`; segmented `Units: ‹Metric› Imperial` |
/// | plus/minus | `Guests: 2 [−] [+]` |
/// | track | `Volume ━━━━○───── 0.4` (the bar fills the line) |
/// | value box | `Salida: [Dec 1, 2026, 9:30 AM]` |
/// | progress bar | `⋯ Loading…`; with a value `Upload [████░░░░] 50%` |
/// | level meter | as a progress bar |
/// | hyperlink | `Terms ↗` |
/// | pull-down | `[ Actions ▾ ]` |
/// | disclosure | `▸ Details`; expanded, `▾ Details` over its indented content |
extension TextLayout {
  /// One line for an element, exactly `width` columns: a leaf in a row, a dialog's button.
  func line(for element: Element, width: Int) -> String {
    let line = element.drawing.line(for: element, width: width, in: self)
    return element.isInvisible ? blank(line) : line
  }

  /// A control's one line, by its face.
  func line(for control: Control, of element: Element, width: Int) -> String {
    let title = control.title
    switch control.face {
    case .textBox(let text):
      return fieldLine(
        title: title, text: element.shownText(text), cursor: element.cursor, width: width)
    case .secureBox(let hasText):
      return fieldLine(
        title: title, text: Element.maskedText(hasText: hasText), cursor: element.cursor,
        width: width)
    case .onOffSwitch(let isOn):
      let face = Element.switchFace(isOn: isOn)
      let label = truncate(
        inlineLabel(title, element) + element.disabledSuffix, width: width - face.count - 1)
      return fit(fit(label, width: width - face.count) + face, width: width)
    case .track(let value, let bounds):
      return bar(
        title: title, fraction: Self.fraction(value, in: bounds), value: Self.number(value),
        knob: true, width: width)
    case .progressBar(let fraction?), .levelMeter(let fraction):
      return bar(
        title: title, fraction: fraction, value: "\(Int((fraction * 100).rounded()))%",
        knob: false, width: width)
    case .textArea, .disclosure(isExpanded: true):
      return firstLine(of: element, width: width)
    default:
      return fit(face(of: control, element) ?? "", width: width)
    }
  }

  /// Appends the lines of a control: its box, options or content when it has more than one
  /// line, else its one line.
  func appendLines(
    for control: Control, of element: Element, width: Int, height: Int?,
    to lines: inout [String]
  ) {
    switch control.face {
    case .textArea(let text):
      appendBox(text, cursor: element.cursor, width: width, height: height ?? 1, to: &lines)
    case .textBox(let text) where element.attributeBox.value.axis == .vertical:
      lines.append(fit(control.title.escapingControlCharacters() + ":", width: width))
      appendBox(text, cursor: element.cursor, width: width, to: &lines)
    case .popUp where Self.listsOptions(element):
      appendOptions(of: element, width: width, to: &lines)
    case .disclosure(let isExpanded):
      appendDisclosure(
        element, title: control.title, isExpanded: isExpanded, width: width, to: &lines)
    case .onOffSwitch, .textBox, .secureBox:
      if wrapsTitle(of: element, width: width) {
        appendWrappingTitle(of: element, width: width, to: &lines)
      } else {
        lines.append(line(for: element, width: width))
      }
    default:
      lines.append(line(for: element, width: width))
    }
  }

  /// The width of a control's content on one line.
  func contentWidth(of control: Control, _ element: Element) -> Int {
    switch control.face {
    case .disclosure:
      let content = element.childElements.filter { $0.attributeBox.value.part != .title }
      return max(
        2 + visibleWidth(control.title), 2 + (content.map(naturalWidth(of:)).max() ?? 0))
    case .popUp where Self.listsOptions(element):
      let options = element.childElements.map { 4 + naturalWidth(of: $0) }.max() ?? 0
      return max(visibleWidth(control.title), options)
    default:
      return faceWidth(of: element)
    }
  }

  /// The columns a leaf's face takes.
  func faceWidth(of element: Element) -> Int {
    let element = element.drawn
    guard let control = element.control else {
      return element.drawing.face(of: element, in: self)?.displayWidth ?? 0
    }
    let title = control.title
    switch control.face {
    case .textBox(let text):
      return fieldWidth(title: title, text: element.shownText(text) + element.cursor)
    case .secureBox(let hasText):
      return fieldWidth(title: title, text: Element.maskedText(hasText: hasText) + element.cursor)
    case .onOffSwitch(let isOn):
      let label = inlineLabel(title, element).displayWidth + element.disabledSuffix.count
      return label + 1 + Element.switchFace(isOn: isOn).count
    case .track(let value, _):
      return barWidth(title: title, value: Self.number(value))
    case .progressBar(.some), .levelMeter:
      return barWidth(title: title, value: "100%")
    default:
      return face(of: control, element)?.displayWidth ?? 0
    }
  }

  /// The face of a control that is the same at any width, or `nil`.
  func face(of control: Control, _ element: Element) -> String? {
    let title = control.title
    switch control.face {
    case .pushButton:
      return "[ \(inlineLabel(title, element)) ]\(element.disabledSuffix)"
    case .popUp(let selection):
      return pickerFace(title: title, selection: selection, element: element)
    case .plusMinus(let value):
      let label = title.isEmpty ? value : title
      return "\(label.escapingControlCharacters()) [−] [+]\(element.disabledSuffix)"
    case .valueBox(let value):
      let label = title.isEmpty ? "" : title.escapingControlCharacters() + ": "
      return "\(label)[\(value)]\(element.disabledSuffix)"
    case .progressBar(nil):
      return "⋯ " + (title.isEmpty ? Self.loading : title).escapingControlCharacters()
    case .hyperlink:
      return inlineLabel(title, element) + " ↗"
    case .pullDown:
      let indicator = element.attributes.menuIndicator == .hidden ? "" : " ▾"
      return "[ \(title.escapingControlCharacters())\(indicator) ]\(element.disabledSuffix)"
    case .disclosure(isExpanded: false):
      return "▸ " + title.escapingControlCharacters()
    default:
      return nil
    }
  }

  private static let loading = "Loading…"
  private static let minimumFieldText = 12
  private static let barLength = 10

  /// The label drawn inside a control: its label views inline, or its title.
  private func inlineLabel(_ title: String, _ element: Element) -> String {
    guard !element.childElements.isEmpty, !Element.isPlainText(element.childElements) else {
      return title.escapingControlCharacters()
    }
    return inlineText(of: element.childElements)
  }

  /// Elements drawn on one line, separated by spaces: texts, glyphs, nested rows.
  func inlineText(of elements: some ElementCollection) -> String {
    elements.compactMap { $0.drawing.inlineText(of: $0, in: self) }.filter { !$0.isEmpty }
      .joined(separator: " ")
  }

  private func pickerFace(title: String, selection: String, element: Element) -> String {
    let label = title.isEmpty ? "" : title.escapingControlCharacters() + ": "
    switch element.attributeBox.value.pickerStyle {
    case .segmented, .palette:
      let options = element.childElements.map { option in
        let text = inlineText(of: [option])
        return option.isSelectedOption(in: element) ? "‹\(text)›" : text
      }
      return label + options.joined(separator: " ") + element.disabledSuffix
    case .navigationLink:
      return label + selection.escapingControlCharacters() + " ›" + element.disabledSuffix
    default:
      return label + "[\(selection.escapingControlCharacters()) ▾]" + element.disabledSuffix
    }
  }

  /// Whether a picker draws each option on a line of its own (inline, wheel, radio group).
  static func listsOptions(_ element: Element) -> Bool {
    guard case .popUp? = element.control?.face, !element.childElements.isEmpty else { return false }
    switch element.attributeBox.value.pickerStyle {
    case .inline, .wheel, .radioGroup: return true
    default: return false
    }
  }

  func appendOptions(of element: Element, width: Int, to lines: inout [String]) {
    if let title = element.drawn.control?.title, !title.isEmpty {
      lines.append(fit(title.escapingControlCharacters(), width: width))
    }
    for option in element.childElements {
      let mark = option.isSelectedOption(in: element) ? "(•) " : "( ) "
      lines.append(fit(mark + inlineText(of: [option]), width: width))
    }
  }

  /// A bordered box of wrapped text, for text editors and vertical fields.
  private func appendBox(
    _ text: String, cursor: String, width: Int, height: Int = 1, to lines: inout [String]
  ) {
    let inner = max(width - 2, 1)
    let visible = text.escapingControlCharacters(keepingNewlines: true) + cursor
    let wrapped = TextFitting.wrap(visible, width: inner)
    for line in wrapped + repeatElement("", count: max(height - wrapped.count, 0)) {
      lines.append("[" + fit(line, width: inner) + "]")
    }
  }

  private func fieldWidth(title: String, text: String) -> Int {
    (title.isEmpty ? 0 : visibleWidth(title) + 2) + max(visibleWidth(text), Self.minimumFieldText)
      + 2
  }

  private func fieldLine(title: String, text: String, cursor: String, width: Int) -> String {
    let text = text.escapingControlCharacters() + cursor
    let label = title.isEmpty ? "" : "\(title.escapingControlCharacters()): "
    let boxWidth = width - label.displayWidth - 2
    guard boxWidth >= 1 else { return fit(label + text, width: width) }
    return label + "[" + fit(text, width: boxWidth, isScrolled: true) + "]"
  }

  /// Whether a switch's or field's title is too long to share its line: a switch whose
  /// label and face do not fit, a field whose title takes more than half the line.
  func wrapsTitle(of element: Element, width: Int) -> Bool {
    let element = element.drawn
    switch element.control?.face {
    case .onOffSwitch: return faceWidth(of: element) > width
    case .textBox, .secureBox:
      return visibleWidth(element.control?.title ?? "") + 2 > width / 2
    default: return false
    }
  }

  /// A switch or field whose title wraps, as SwiftUI wraps long labels: a switch beside
  /// the title's first line, a field's box on the line after its title.
  func appendWrappingTitle(of element: Element, width: Int, to lines: inout [String]) {
    let element = element.drawn
    let title = element.control?.title ?? ""
    switch element.control?.face {
    case .onOffSwitch(let isOn):
      let face = Element.switchFace(isOn: isOn)
      let label = inlineLabel(title, element) + element.disabledSuffix
      let wrapped = TextFitting.wrap(label, width: max(width - face.count - 1, 1))
      for (index, line) in wrapped.enumerated() {
        lines.append(
          fit(fit(line, width: width - face.count) + (index == 0 ? face : ""), width: width))
      }
    case .textBox(let text):
      appendFieldBelowTitle(title, text: text, cursor: element.cursor, width: width, to: &lines)
    case .secureBox(let hasText):
      appendFieldBelowTitle(
        title, text: Element.maskedText(hasText: hasText), cursor: element.cursor, width: width,
        to: &lines)
    default:
      lines.append(line(for: element, width: width))
    }
  }

  private func appendFieldBelowTitle(
    _ title: String, text: String, cursor: String, width: Int, to lines: inout [String]
  ) {
    for line in TextFitting.wrap(title.escapingControlCharacters() + ":", width: width) {
      lines.append(fit(line, width: width))
    }
    lines.append(fieldLine(title: "", text: text, cursor: cursor, width: width))
  }

  private func barWidth(title: String, value: String) -> Int {
    (title.isEmpty ? 0 : visibleWidth(title) + 1) + Self.barLength + 2 + 1 + value.count
  }

  /// `title [████░░░░] 50%`, or a slider's `title ━━━━○──── 0.4`; the bar fills the line.
  private func bar(title: String, fraction: Double, value: String, knob: Bool, width: Int)
    -> String
  {
    let label = title.isEmpty ? "" : title.escapingControlCharacters() + " "
    let length = max(width - label.displayWidth - value.count - (knob ? 1 : 3), 3)
    let filled = min(max(Int((fraction * Double(length)).rounded()), 0), length)
    let track: String
    if knob {
      let before = min(filled, length - 1)
      track =
        String(repeating: "━", count: before) + "○"
        + String(repeating: "─", count: length - before - 1)
    } else {
      track =
        "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: length - filled)
        + "]"
    }
    return fit(label + track + " " + value, width: width)
  }

  static func fraction(_ value: Double, in bounds: ClosedRange<Double>) -> Double {
    let span = bounds.upperBound - bounds.lowerBound
    return span > 0 ? min(max((value - bounds.lowerBound) / span, 0), 1) : 0
  }

  /// A number with at most two decimals and no trailing zeros.
  static func number(_ value: Double) -> String {
    let hundredths = (value * 100).rounded()
    guard hundredths.magnitude < 1e15 else { return "\(value)" }
    var text =
      String(Int(hundredths) / 100) + "." + String(format: "%02d", abs(Int(hundredths) % 100))
    if value < 0, Int(hundredths) / 100 == 0 { text = "-" + text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}

extension Element {
  /// Whether this option of `picker` is the selected one.
  func isSelectedOption(in picker: Element) -> Bool {
    guard case .popUp(let selection)? = picker.control?.face else { return false }
    return Element.title(of: [self]) == selection
  }
}

extension Element {
  /// What a text box shows: its text, or, while empty without a visible title
  /// (`.labelsHidden()`), its prompt, as the placeholder is all the screen shows then.
  fileprivate func shownText(_ text: String) -> String {
    guard text.isEmpty, control?.title.isEmpty == true else { return text }
    return attributeBox.value.prompt ?? ""
  }
}
