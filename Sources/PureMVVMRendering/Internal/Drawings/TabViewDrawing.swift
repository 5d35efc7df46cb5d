import PureMVVMCore

/// `TabView`: the selected tab, a rule, and the tab bar, `‹Rutas›  Mapa (3)  Ajustes` (a
/// badge in brackets); each tab read after the content as "Title, tab, 1 of 3".
enum TabViewDrawing: ElementDrawing {
  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    layout.appendColumn(
      element.childElements, width: width, alignment: .center, spacing: nil, fills: true, to: &lines
    )
    if let dots = pageDots(of: element) {
      let index = hasBackdrop(element) ? "( \(dots) )" : dots
      lines.append(layout.align(index, width: width, .center))
      return
    }
    let tabs = element.kind.tabTitles ?? []
    guard tabs.contains(where: { !$0.isEmpty }), !element.hidesTabBar else { return }
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

  /// Whether the tab view is paged: it shows its page index, not a tab bar.
  private static func isPaged(_ element: Element) -> Bool {
    let look = element.attributes.tabViewStyle
    return look == .page || look == .verticalPage
  }

  /// Whether a paged tab view's index is drawn on a backdrop.
  private static func hasBackdrop(_ element: Element) -> Bool {
    element.attributes.pageIndexBackground == .always
  }

  /// A paged tab view's page index, `● ○ ○`; `nil` when not paged or hidden: `.never`, or
  /// `.automatic` with one page.
  static func pageDots(of element: Element) -> String? {
    guard isPaged(element) else { return nil }
    let attributes = element.attributes
    let count = element.kind.tabTitles?.count ?? 0
    switch attributes.pageIndexDisplay ?? .automatic {
    case .never: return nil
    case .automatic where count < 2: return nil
    default: break
    }
    return (0..<count).map { $0 == element.kind.selectedTab ? "●" : "○" }
      .joined(separator: " ")
  }

  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    writer.html += "<div class=\"tab-view\"\(style)>\n<div class=\"tab-content\">\n"
    for child in element.childElements { writer.append(child) }
    if isPaged(element) {
      let dots = pageDots(of: element) ?? ""
      let look = hasBackdrop(element) && !dots.isEmpty ? "page-index backdrop" : "page-index"
      writer.html += "</div>\n<nav class=\"\(look)\">\(dots)</nav></div>"
      return
    }
    if element.hidesTabBar {
      writer.html += "</div></div>"
      return
    }
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
    reader.read(element.childElements, inherited: inherited)
    let tabs = element.kind.tabTitles ?? []
    if isPaged(element) {
      guard pageDots(of: element) != nil, let selected = element.kind.selectedTab else { return }
      var node = AccessibilityNode.control("page indicator", label: "Page", traits: [])
      node.value = "\(selected + 1) of \(tabs.count)"
      reader.append(node)
      return
    }
    if element.hidesTabBar { return }
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
