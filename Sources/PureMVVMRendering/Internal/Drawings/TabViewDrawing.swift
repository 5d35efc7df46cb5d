import PureMVVMCore

/// `TabView`: the selected tab, a rule, and the tab bar, `‹Rutas›  Mapa (3)  Ajustes` (a
/// badge in brackets); each tab read after the content as "Title, tab, 1 of 3".
enum TabViewDrawing: ElementDrawing {
  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    layout.appendColumn(
      element.children, width: width, alignment: .center, spacing: nil, fills: true, to: &lines)
    let tabs = element.kind.tabTitles ?? []
    guard tabs.contains(where: { !$0.isEmpty }) else { return }
    lines.append(layout.rule(width))
    let badges = element.attributes.tabBadges
    let bar = tabs.enumerated().map { index, title in
      var title = title.escapingControlCharacters()
      if index == element.kind.selectedTab { title = "‹\(title)›" }
      if let badge = badges?[index] { title += " (\(badge.escapingControlCharacters()))" }
      return title
    }
    lines.append(layout.align(bar.joined(separator: "  "), width: width, .center))
  }

  static func expandsHorizontally(_ element: Element) -> Bool { true }

  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    writer.html += "<div class=\"tab-view\"\(style)>\n<div class=\"tab-content\">\n"
    for child in element.children { writer.append(child) }
    writer.html += "</div>\n<nav class=\"tab-bar\">"
    for (index, title) in (element.kind.tabTitles ?? []).enumerated() {
      let current = index == element.kind.selectedTab ? " selected" : ""
      writer.html += "<span class=\"tab\(current)\">\(writer.escape(title))"
      if let badge = attributes.tabBadges?[index] {
        writer.html += "<span class=\"badge\">\(writer.escape(badge))</span>"
      }
      writer.html += "</span>"
    }
    writer.html += "</nav></div>"
  }

  static func readContents(
    of element: Element, with reader: AccessibilityReader, inherited: AccessibilityAttributes?
  ) {
    reader.read(element.children, inherited: inherited)
    let tabs = element.kind.tabTitles ?? []
    for (index, tab) in tabs.enumerated() {
      var node = AccessibilityNode.control("tab", label: tab, traits: .isTab)
      node.value = "\(index + 1) of \(tabs.count)"
      if let badge = element.attributes.tabBadges?[index] { node.value? += ", \(badge)" }
      node.valueFollowsTraits = true
      if index == element.kind.selectedTab { node.traits.insert(.isSelected) }
      reader.append(node)
    }
  }
}
