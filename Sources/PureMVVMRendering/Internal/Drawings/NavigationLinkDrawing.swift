import PureMVVMCore

/// `NavigationLink`: its label with `›` at the right of its first line; read as a button
/// named by its label's texts.
enum NavigationLinkDrawing: ElementDrawing {
  static func contentWidth(of element: Element, in layout: TextLayout) -> Int {
    let label =
      element.childElements.map(layout.naturalWidth(of:)).max()
      ?? layout.visibleWidth(element.linkTitle ?? "") + element.disabledSuffix.displayWidth
    return label + 2
  }

  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    let inner = max(width - 2, 1)
    if let line = singleLine(of: element, width: inner, in: layout) {
      lines.append(line)
      return
    }
    let first = lines.endIndex
    if element.childElements.isEmpty {
      let title = (element.linkTitle ?? "").escapingControlCharacters()
      lines.append(layout.fit(title + element.disabledSuffix, width: inner))
    } else {
      layout.appendColumn(
        element.childElements, width: inner, alignment: .leading, spacing: nil, fills: true,
        to: &lines)
    }
    // The label's lines are appended to in place: no array of their own for every row.
    for index in first..<lines.endIndex {
      lines[index] += index == first ? " ›" : "  "
    }
  }

  /// The link's one line, chevron included, when its label is one row of plain texts and
  /// spacers, as a list row's `HStack { Text(name); Spacer(); Text(detail) }` is: what the
  /// general path draws, with the chevron built into the line rather than appended to a
  /// copy of it.
  private static func singleLine(of element: Element, width: Int, in layout: TextLayout)
    -> String?
  {
    guard element.childElements.count == 1,
      !TextLayout.placesByGuides(element.childElements, .leading)
    else { return nil }
    let row = element.childElements[0]
    guard case .hStack = row.kind, !row.childElements.isEmpty, !row.isInvisible,
      row.layoutBox == nil
    else { return nil }
    return layout.singleLineRow(
      row.childElements, width: width, spacing: row.attributeBox.value.spacing, suffix: " ›")
  }

  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    let disabled = element.isDisabled ? " disabled" : ""
    writer.html += "<div class=\"nav-link\(disabled)\"\(style)><span class=\"nav-label\">"
    // The title counts only without children: no joining of their texts for every row.
    writer.labelled(
      element.childElements.isEmpty ? element.linkTitle ?? "" : "", element.childElements)
    writer.html += "</span><span class=\"chevron\">›</span></div>"
  }

  static func accessibilityNode(for element: Element) -> AccessibilityNode? {
    let label = Element.texts(in: element.childElements).joined(separator: ", ")
    return .control("button", label: label.isEmpty ? element.linkTitle ?? "" : label)
  }
}
