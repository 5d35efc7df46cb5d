/// Lays elements out as lines of text, each exactly as wide as asked.
///
/// Vertical containers stack their children; an `HStack` gives each child its natural width
/// when it fits, shares the slack among its spacers, and otherwise shrinks the widest
/// children first (truncating with `…`). The work is linear in the number of elements.
struct TextLayout {
  /// Lines for elements stacked vertically.
  func lines(for elements: [Element], width: Int) -> [String] {
    elements.flatMap { lines(for: $0, width: width) }
  }

  /// Lines for one element.
  func lines(for element: Element, width: Int) -> [String] {
    switch element.kind {
    case .text(let content):
      return TextFitting.wrap(content, width: width).map { TextFitting.fit($0, width: width) }
    case .spacer:
      return [String(repeating: " ", count: width)]
    case .vStack:
      return lines(for: element.children, width: width)
    case .hStack:
      return rowLines(element.children, width: width)
    case .list:
      return listLines(element.children, width: width)
    case .navigation(let title):
      return [TextFitting.fit(title, width: width), rule(width)]
        + lines(for: element.children, width: width)
    case .button, .textField, .secureField, .toggle, .progress:
      return [line(for: element, width: width)]
    }
  }

  /// The width an element asks for on one line.
  func naturalWidth(of element: Element) -> Int {
    switch element.kind {
    case .text(let content): return content.displayWidth
    case .spacer: return 0
    case .button(let title): return title.displayWidth + 4 + element.disabledSuffix.count
    case .textField(let title, let text): return fieldWidth(title: title, text: text)
    case .secureField(let title, let hasText):
      return fieldWidth(title: title, text: Element.maskedText(hasText: hasText))
    case .toggle(let title, let isOn):
      let label = title.displayWidth + element.disabledSuffix.count
      return label + 1 + Element.switchFace(isOn: isOn).count
    case .progress(let title): return 2 + (title ?? Self.loading).displayWidth
    case .vStack, .list: return element.children.map(naturalWidth(of:)).max() ?? 0
    case .navigation(let title):
      return max(title.displayWidth, element.children.map(naturalWidth(of:)).max() ?? 0)
    case .hStack:
      let children = element.children
      return children.reduce(0) { $0 + naturalWidth(of: $1) } + gaps(children).reduce(0, +)
    }
  }

  private static let loading = "Loading…"
  private static let minimumFieldText = 12

  private func fieldWidth(title: String, text: String) -> Int {
    title.displayWidth + 2 + max(text.displayWidth, Self.minimumFieldText) + 2
  }

  private func rule(_ width: Int) -> String {
    String(repeating: "─", count: width)
  }

  /// One line for a leaf element, or for any element squeezed into a row.
  private func line(for element: Element, width: Int) -> String {
    switch element.kind {
    case .text(let content):
      return TextFitting.fit(content, width: width)
    case .button(let title):
      return TextFitting.fit("[ \(title) ]\(element.disabledSuffix)", width: width)
    case .textField(let title, let text):
      return fieldLine(title: title, text: text, width: width)
    case .secureField(let title, let hasText):
      return fieldLine(title: title, text: Element.maskedText(hasText: hasText), width: width)
    case .toggle(let title, let isOn):
      let face = Element.switchFace(isOn: isOn)
      let label = TextFitting.truncate(
        title + element.disabledSuffix, width: width - face.count - 1)
      return TextFitting.fit(TextFitting.pad(label, width: width - face.count) + face, width: width)
    case .progress(let title):
      return TextFitting.fit("⋯ " + (title ?? Self.loading), width: width)
    case .spacer, .vStack, .hStack, .list, .navigation:
      return lines(for: element, width: width).first ?? String(repeating: " ", count: width)
    }
  }

  private func fieldLine(title: String, text: String, width: Int) -> String {
    let label = "\(title): "
    let boxWidth = width - label.displayWidth - 2
    guard boxWidth >= 1 else { return TextFitting.fit(label + text, width: width) }
    return label + "[" + TextFitting.fit(text, width: boxWidth) + "]"
  }

  private func listLines(_ rows: [Element], width: Int) -> [String] {
    var result: [String] = []
    for (index, row) in rows.enumerated() {
      if index > 0 { result.append(rule(width)) }
      result += lines(for: row, width: width)
    }
    return result
  }

  /// Columns between neighbours: one space, none next to a spacer.
  private func gaps(_ children: [Element]) -> [Int] {
    zip(children, children.dropFirst()).map { left, right in
      left.kind == .spacer || right.kind == .spacer ? 0 : 1
    }
  }

  private func rowLines(_ children: [Element], width: Int) -> [String] {
    guard !children.isEmpty else { return [] }
    let columns = RowWidths(
      natural: children.map(naturalWidth(of:)),
      isSpacer: children.map { $0.kind == .spacer },
      gaps: gaps(children),
      width: width
    ).resolved()
    let cells = zip(children, columns).map { child, columnWidth in
      cellLines(for: child, width: columnWidth)
    }
    let height = cells.map(\.count).max() ?? 0
    let gapStrings = gaps(children).map { String(repeating: " ", count: $0) }
    return (0..<height).map { row in
      var line = ""
      for (index, cell) in cells.enumerated() {
        if index > 0 { line += gapStrings[index - 1] }
        line += row < cell.count ? cell[row] : String(repeating: " ", count: columns[index])
      }
      return TextFitting.fit(line, width: width)
    }
  }

  private func cellLines(for element: Element, width: Int) -> [String] {
    switch element.kind {
    case .vStack, .hStack, .list, .navigation: return lines(for: element, width: width)
    default: return [line(for: element, width: width)]
    }
  }
}
