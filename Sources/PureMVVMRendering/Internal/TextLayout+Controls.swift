import PureMVVMCore

/// The one-line faces of controls and other leaves.
///
/// | Element | Face |
/// | --- | --- |
/// | button | `[ Login ]`, `[ ★ Favorite ]` (a label view, inline), `(disabled)` after it |
/// | text field / secure field | `Username: [Mike▏      ]` (the box fills the line) |
/// | toggle | the title, then `[on]`/`[off]` at the trailing edge |
/// | picker | `Units: [Metric ▾]`; segmented `Units: ‹Metric› Imperial` |
/// | stepper | `Guests: 2 [−] [+]` |
/// | slider | `Volume ━━━━○───── 0.4` (the bar fills the line) |
/// | date picker | `Salida: [Dec 1, 2026, 9:30 AM]` |
/// | progress | `⋯ Loading…`; with a value `Upload [████░░░░] 50%` |
/// | gauge | as a progress bar |
/// | link, share link | `Terms ↗` |
/// | menu | `[ Actions ▾ ]` |
/// | image | a symbol's glyph (`★`) or `‹name›` |
/// | divider | a rule across the line (`│` in a row) |
/// | colour, shape | nothing |
extension TextLayout {
  /// One line for a leaf element, exactly `width` columns.
  func line(for element: Element, width: Int) -> String {
    let element = element.drawn
    switch element.kind {
    case .textField(let title, let text):
      return fieldLine(title: title, text: text, cursor: element.cursor, width: width)
    case .secureField(let title, let hasText):
      return fieldLine(
        title: title, text: Element.maskedText(hasText: hasText), cursor: element.cursor,
        width: width)
    case .toggle(let title, let isOn):
      let face = Element.switchFace(isOn: isOn)
      let label = truncate(
        inlineLabel(title, element) + element.disabledSuffix, width: width - face.count - 1)
      return fit(fit(label, width: width - face.count) + face, width: width)
    case .slider(let title, let value, let bounds):
      return bar(
        title: title, fraction: Self.fraction(value, in: bounds), value: Self.number(value),
        knob: true, width: width)
    case .progress(let title, let fraction?):
      return bar(
        title: title ?? "", fraction: fraction, value: "\(Int((fraction * 100).rounded()))%",
        knob: false, width: width)
    case .gauge(let title, let fraction):
      return bar(
        title: title, fraction: fraction, value: "\(Int((fraction * 100).rounded()))%",
        knob: false, width: width)
    case .divider:
      return rule(width)
    case .spacer:
      return spaces(width)
    case .vStack, .hStack, .zStack, .list, .form, .section, .grid, .gridRow, .navigation,
      .text, .error, .textEditor, .disclosureGroup, .picker:
      if let face = face(of: element) { return fit(face, width: width) }
      var lines: [String] = []
      appendLines(for: element, width: width, to: &lines)
      return lines.first ?? spaces(width)
    default:
      return fit(face(of: element) ?? "", width: width)
    }
  }

  /// The columns a leaf's face takes.
  func faceWidth(of element: Element) -> Int {
    let element = element.drawn
    switch element.kind {
    case .textField(let title, let text):
      return fieldWidth(title: title, text: text + element.cursor)
    case .secureField(let title, let hasText):
      return fieldWidth(title: title, text: Element.maskedText(hasText: hasText) + element.cursor)
    case .toggle(let title, let isOn):
      let label = inlineLabel(title, element).displayWidth + element.disabledSuffix.count
      return label + 1 + Element.switchFace(isOn: isOn).count
    case .slider(let title, let value, _):
      return barWidth(title: title, value: Self.number(value))
    case .progress(let title, .some):
      return barWidth(title: title ?? "", value: "100%")
    case .gauge(let title, _):
      return barWidth(title: title, value: "100%")
    case .divider:
      return 1
    default:
      return face(of: element)?.displayWidth ?? 0
    }
  }

  /// The face of a leaf that is the same at any width, or `nil`.
  private func face(of element: Element) -> String? {
    switch element.kind {
    case .button(let title):
      return "[ \(inlineLabel(title, element)) ]\(element.disabledSuffix)"
    case .picker(let title, let selection):
      return pickerFace(title: title, selection: selection, element: element)
    case .stepper(let title, let value):
      let label = title.isEmpty ? value : title
      return "\(label.escapingControlCharacters()) [−] [+]\(element.disabledSuffix)"
    case .datePicker(let title, let value):
      let label = title.isEmpty ? "" : title.escapingControlCharacters() + ": "
      return "\(label)[\(value)]\(element.disabledSuffix)"
    case .progress(let title, nil):
      return "⋯ " + (title ?? Self.loading).escapingControlCharacters()
    case .link(let title, _):
      return inlineLabel(title, element) + " ↗"
    case .menu(let title):
      return "[ \(title.escapingControlCharacters()) ▾ ]\(element.disabledSuffix)"
    case .image(let name, let isSystem):
      let name = name.escapingControlCharacters()
      return isSystem ? Image.glyph(forSystemName: name) : "‹\(name)›"
    case .disclosureGroup(let title, false):
      return "▸ " + title.escapingControlCharacters()
    case .color, .shape:
      return ""
    default:
      return nil
    }
  }

  private static let loading = "Loading…"
  private static let minimumFieldText = 12
  private static let barLength = 10

  /// The label drawn inside a control: its label views inline, or its title.
  private func inlineLabel(_ title: String, _ element: Element) -> String {
    guard !element.children.isEmpty, !Element.isPlainText(element.children) else {
      return title.escapingControlCharacters()
    }
    return inlineText(of: element.children)
  }

  /// Elements drawn on one line, separated by spaces: texts, glyphs, nested rows.
  func inlineText(of elements: [Element]) -> String {
    elements.compactMap { element -> String? in
      switch element.kind {
      case .text(let text): return text.escapingControlCharacters()
      case .hStack, .vStack, .zStack: return inlineText(of: element.children)
      case .color, .shape, .spacer: return nil
      default: return face(of: element)
      }
    }.filter { !$0.isEmpty }.joined(separator: " ")
  }

  private func pickerFace(title: String, selection: String, element: Element) -> String {
    let label = title.isEmpty ? "" : title.escapingControlCharacters() + ": "
    switch element.attributeBox.value.pickerStyle {
    case .segmented, .palette:
      let options = element.children.map { option in
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
    guard case .picker = element.kind, !element.children.isEmpty else { return false }
    switch element.attributeBox.value.pickerStyle {
    case .inline, .wheel, .radioGroup: return true
    default: return false
    }
  }

  func appendOptions(of element: Element, width: Int, to lines: inout [String]) {
    if case .picker(let title, _) = element.drawn.kind, !title.isEmpty {
      lines.append(fit(title.escapingControlCharacters(), width: width))
    }
    for option in element.children {
      let mark = option.isSelectedOption(in: element) ? "(•) " : "( ) "
      lines.append(fit(mark + inlineText(of: [option]), width: width))
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

  /// Whether a toggle's or field's title is too long to share its line: a toggle whose
  /// label and switch do not fit, a field whose title takes more than half the line.
  func wrapsTitle(of element: Element, width: Int) -> Bool {
    let element = element.drawn
    switch element.kind {
    case .toggle: return faceWidth(of: element) > width
    case .textField(let title, _), .secureField(let title, _):
      return title.escapingControlCharacters().displayWidth + 2 > width / 2
    default: return false
    }
  }

  /// A toggle or field whose title wraps, as SwiftUI wraps long labels: a toggle's switch
  /// beside the title's first line, a field's box on the line after its title.
  func appendWrappingTitle(of element: Element, width: Int, to lines: inout [String]) {
    let element = element.drawn
    switch element.kind {
    case .toggle(let title, let isOn):
      let face = Element.switchFace(isOn: isOn)
      let label = inlineLabel(title, element) + element.disabledSuffix
      let wrapped = TextFitting.wrap(label, width: max(width - face.count - 1, 1))
      for (index, line) in wrapped.enumerated() {
        lines.append(
          fit(fit(line, width: width - face.count) + (index == 0 ? face : ""), width: width))
      }
    case .textField(let title, let text):
      appendFieldBelowTitle(title, text: text, cursor: element.cursor, width: width, to: &lines)
    case .secureField(let title, let hasText):
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
    guard case .picker(_, let selection) = picker.kind else { return false }
    return Element.title(of: [self]) == selection
  }
}
