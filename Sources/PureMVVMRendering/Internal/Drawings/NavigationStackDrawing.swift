import PureMVVMCore

/// `NavigationStack`: its top screen under a bar with `‹ Previous title` when a screen is
/// pushed (unless the screen hides its back button); the back button is read first.
enum NavigationStackDrawing: ElementDrawing {
  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    let back = backTitle(of: element).map { "‹ " + $0.escapingControlCharacters() }
    layout.appendScreen(element.childElements, width: width, back: back, to: &lines)
  }

  static func expandsHorizontally(_ element: Element) -> Bool { true }

  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    writer.html += "<div class=\"nav-stack\"\(style)>\n"
    writer.appendBarsAndContent(element.childElements, back: backTitle(of: element))
    writer.html += "</div>"
  }

  static func readContents(
    of element: Element, with reader: AccessibilityReader, inherited: AccessibilityAttributes?
  ) {
    if let back = backTitle(of: element) {
      reader.append(.control("button", label: back, role: "back button"))
    }
    reader.read(element.childElements, inherited: inherited)
  }

  /// What the back button says: the previous screen's title, or `Back` when it has none;
  /// `nil` at the root, or when the screen hides the button.
  private static func backTitle(of element: Element) -> String? {
    guard let titles = element.kind.stackTitles, titles.count > 1,
      !element.childElements.contains(where: \.hidesBackButton),
      !element.childElements.contains(where: \.hidesNavigationBar)
    else { return nil }
    let previous = titles[titles.count - 2]
    return previous.isEmpty ? "Back" : previous
  }
}

extension Element {
  /// Whether the element, or the screen it titles, hides its navigation bar.
  var hidesNavigationBar: Bool {
    attributeBox.value.hidesNavigationBar
      || childElements.first?.attributeBox.value.hidesNavigationBar == true
  }

  /// Whether the element, or one inside it, hides its screen's back button.
  var hidesBackButton: Bool {
    attributeBox.value.hidesBackButton || childElements.contains(where: \.hidesBackButton)
  }
}
