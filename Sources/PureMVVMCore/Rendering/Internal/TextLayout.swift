/// Lays elements out as lines of text, each exactly as wide as asked.
///
/// Vertical containers stack their children; an `HStack` gives each child its natural width
/// when it fits, shares the slack among its spacers, and otherwise shrinks the widest
/// children first (truncating with `…`). Lines are appended to one accumulator and runs of
/// spaces and rules are built once per width, so the work is linear in the number of
/// elements.
final class TextLayout {
  private var spaceRuns: [String] = []
  private var rules: [Int: String] = [:]

  /// Appends the lines of elements stacked vertically.
  func appendLines(for elements: [Element], width: Int, to lines: inout [String]) {
    for element in elements { appendLines(for: element, width: width, to: &lines) }
  }

  /// Appends the lines of one element.
  func appendLines(for element: Element, width: Int, to lines: inout [String]) {
    switch element.kind {
    case .text(let content):
      let visible = content.escapingControlCharacters(keepingNewlines: true)
      for line in TextFitting.wrap(visible, width: width) { lines.append(fit(line, width: width)) }
    case .error(let message):
      let visible = Self.errorMark + message.escapingControlCharacters(keepingNewlines: true)
      for line in TextFitting.wrap(visible, width: width) { lines.append(fit(line, width: width)) }
    case .spacer:
      lines.append(spaces(width))
    case .vStack:
      appendLines(for: element.children, width: width, to: &lines)
    case .hStack:
      appendRow(element.children, width: width, to: &lines)
    case .list:
      for (index, row) in element.children.enumerated() {
        if index > 0 { lines.append(rule(width)) }
        appendLines(for: row, width: width, to: &lines)
      }
    case .navigation(let title):
      lines.append(fit(title.escapingControlCharacters(), width: width))
      lines.append(rule(width))
      appendLines(for: element.children, width: width, to: &lines)
    case .button, .textField, .secureField, .toggle, .progress:
      lines.append(line(for: element, width: width))
    }
  }

  /// The width an element asks for on one line.
  func naturalWidth(of element: Element) -> Int {
    switch element.kind {
    case .text(let content): return content.escapingControlCharacters().displayWidth
    case .error(let message): return Self.errorMark.count + visibleWidth(message)
    case .spacer: return 0
    case .button(let title): return visibleWidth(title) + 4 + element.disabledSuffix.count
    case .textField(let title, let text):
      return fieldWidth(title: title, text: text + element.cursor)
    case .secureField(let title, let hasText):
      return fieldWidth(title: title, text: Element.maskedText(hasText: hasText) + element.cursor)
    case .toggle(let title, let isOn):
      let label = visibleWidth(title) + element.disabledSuffix.count
      return label + 1 + Element.switchFace(isOn: isOn).count
    case .progress(let title): return 2 + visibleWidth(title ?? Self.loading)
    case .vStack, .list: return element.children.map(naturalWidth(of:)).max() ?? 0
    case .navigation(let title):
      return max(visibleWidth(title), element.children.map(naturalWidth(of:)).max() ?? 0)
    case .hStack:
      let children = element.children
      return children.reduce(0) { $0 + naturalWidth(of: $1) } + gaps(children).reduce(0, +)
    }
  }

  private static let loading = "Loading…"
  private static let errorMark = "⚠ "
  private static let minimumFieldText = 12

  /// `count` spaces, built once per count.
  private func spaces(_ count: Int) -> String {
    guard count > 0 else { return "" }
    while spaceRuns.count <= count {
      spaceRuns.append(String(repeating: " ", count: spaceRuns.count))
    }
    return spaceRuns[count]
  }

  private func rule(_ width: Int) -> String {
    if let rule = rules[width] { return rule }
    let rule = String(repeating: "─", count: width)
    rules[width] = rule
    return rule
  }

  /// `text` padded (or truncated with `…`) to exactly `width` columns.
  private func fit(_ text: String, width: Int, textWidth: Int? = nil) -> String {
    let textWidth = textWidth ?? text.displayWidth
    if textWidth <= width { return textWidth == width ? text : text + spaces(width - textWidth) }
    let truncated = TextFitting.truncate(text, width: width)
    return truncated + spaces(width - truncated.displayWidth)
  }

  private func fieldWidth(title: String, text: String) -> Int {
    visibleWidth(title) + 2 + max(visibleWidth(text), Self.minimumFieldText) + 2
  }

  /// The columns `text` takes once its control characters are escaped.
  private func visibleWidth(_ text: String) -> Int {
    text.escapingControlCharacters().displayWidth
  }

  /// One line for a leaf element, or for any element squeezed into a row.
  private func line(for element: Element, width: Int) -> String {
    switch element.kind {
    case .text(let content):
      return fit(content.escapingControlCharacters(), width: width)
    case .button(let title):
      return fit("[ \(title.escapingControlCharacters()) ]\(element.disabledSuffix)", width: width)
    case .textField(let title, let text):
      return fieldLine(title: title, text: text, cursor: element.cursor, width: width)
    case .secureField(let title, let hasText):
      return fieldLine(
        title: title, text: Element.maskedText(hasText: hasText), cursor: element.cursor,
        width: width)
    case .error(let message):
      return fit(Self.errorMark + message.escapingControlCharacters(), width: width)
    case .toggle(let title, let isOn):
      let face = Element.switchFace(isOn: isOn)
      let label = TextFitting.truncate(
        title.escapingControlCharacters() + element.disabledSuffix, width: width - face.count - 1)
      return fit(fit(label, width: width - face.count) + face, width: width)
    case .progress(let title):
      return fit("⋯ " + (title ?? Self.loading).escapingControlCharacters(), width: width)
    case .spacer:
      return spaces(width)
    case .vStack, .hStack, .list, .navigation:
      var lines: [String] = []
      appendLines(for: element, width: width, to: &lines)
      return lines.first ?? spaces(width)
    }
  }

  private func fieldLine(title: String, text: String, cursor: String, width: Int) -> String {
    let text = text.escapingControlCharacters() + cursor
    let label = "\(title.escapingControlCharacters()): "
    let boxWidth = width - label.displayWidth - 2
    guard boxWidth >= 1 else { return fit(label + text, width: width) }
    return label + "[" + fit(text, width: boxWidth) + "]"
  }

  /// Columns between neighbours: one space, none next to a spacer.
  private func gaps(_ children: [Element]) -> [Int] {
    zip(children, children.dropFirst()).map { left, right in
      left.kind == .spacer || right.kind == .spacer ? 0 : 1
    }
  }

  private func appendRow(_ children: [Element], width: Int, to lines: inout [String]) {
    guard !children.isEmpty else { return }
    let gaps = gaps(children)
    let natural = children.map(naturalWidth(of:))
    let columns = RowWidths(
      natural: natural, isSpacer: children.map { $0.kind == .spacer }, gaps: gaps, width: width
    ).resolved()
    let cells = children.indices.map { index in
      cellLines(for: children[index], width: columns[index], natural: natural[index])
    }
    let height = cells.map(\.count).max() ?? 0
    for row in 0..<height {
      var line = ""
      var used = 0
      for (index, cell) in cells.enumerated() {
        if index > 0 {
          line += spaces(gaps[index - 1])
          used += gaps[index - 1]
        }
        line += row < cell.count ? cell[row] : spaces(columns[index])
        used += columns[index]
      }
      lines.append(used < width ? line + spaces(width - used) : fit(line, width: width))
    }
  }

  /// A row cell's lines, each exactly `width` columns.
  private func cellLines(for element: Element, width: Int, natural: Int) -> [String] {
    switch element.kind {
    case .text(let content):
      return [fit(content.escapingControlCharacters(), width: width, textWidth: natural)]
    case .vStack, .hStack, .list, .navigation:
      var lines: [String] = []
      appendLines(for: element, width: width, to: &lines)
      return lines
    default: return [line(for: element, width: width)]
    }
  }
}
