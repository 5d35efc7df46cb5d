import PureMVVMCore

/// `.navigationTitle`: the title over a `─` rule (centred when inline), then the screen;
/// an `<h3>` in HTML; read as a heading before the screen.
enum NavigationTitleDrawing: ElementDrawing {
  static func contentWidth(of element: Element, in layout: TextLayout) -> Int {
    max(layout.visibleWidth(element.kind.navigationTitle ?? ""), layout.widestChild(of: element))
  }

  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    let title = (element.kind.navigationTitle ?? "").escapingControlCharacters()
    guard !element.hidesNavigationBar else {
      layout.appendColumn(
        element.childElements, width: width, alignment: .center, spacing: nil, fills: true,
        to: &lines)
      return
    }
    let inline = isInline(element)
    for line in [title] + [subtitle(of: element)?.escapingControlCharacters()].compactMap({ $0 }) {
      lines.append(
        inline ? layout.align(line, width: width, .center) : layout.fit(line, width: width))
    }
    lines.append(layout.rule(width))
    layout.appendColumn(
      element.childElements, width: width, alignment: .center, spacing: nil, fills: true, to: &lines
    )
  }

  static func expandsHorizontally(_ element: Element) -> Bool { true }

  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    let inline = isInline(element) ? " inline" : ""
    let title = writer.escape(element.kind.navigationTitle ?? "")
    writer.html += "<div class=\"navigation\"\(style)>"
    if !element.hidesNavigationBar {
      writer.html += "<h3 class=\"navigation-title\(inline)\">\(title)</h3>"
      if let subtitle = subtitle(of: element) {
        writer.html += "<p class=\"navigation-subtitle\(inline)\">\(writer.escape(subtitle))</p>"
      }
    }
    writer.html += "\n"
    for child in element.childElements { writer.append(child) }
    writer.html += "</div>"
  }

  static func accessibilityNode(for element: Element) -> AccessibilityNode? {
    guard let title = element.kind.navigationTitle, !title.isEmpty, !element.hidesNavigationBar
    else { return nil }
    return .text(title, traits: .isHeader)
  }

  static func readsChildren(of element: Element) -> Bool { true }

  /// The subtitle: set on the title, or on the screen it names.
  private static func subtitle(of element: Element) -> String? {
    element.attributeBox.value.navigationSubtitle
      ?? element.childElements.first?.attributeBox.value.navigationSubtitle
  }

  /// Whether the title is drawn inline: set on the title, or on the screen it names.
  private static func isInline(_ element: Element) -> Bool {
    let mode =
      element.attributeBox.value.titleDisplayMode
      ?? element.childElements.first?.attributeBox.value.titleDisplayMode
    return mode == .inline
  }
}
