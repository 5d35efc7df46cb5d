import PureMVVMCore

/// Draws designs as one self-contained HTML page: inline CSS, no scripts, no network.
///
/// Each design is a card in a phone-like frame that looks like the screen: fonts, weights,
/// colours, backgrounds, padding, frames, corner radii and shapes are painted; lists and
/// forms are grouped rows, sections have headers and footers, controls are their HTML
/// counterparts, menus and disclosure groups open without scripts. Secure fields are
/// masked (their text never reaches the page); every piece of text is HTML-escaped.
///
/// ```swift
/// let page = HTMLRenderer().page(
///   title: "Login", cards: [.init(title: "Logged Out", elements: design.resolve())])
/// ```
public struct HTMLRenderer: Sendable {
  /// One card of a page: a titled rendering, or the error that prevented it.
  public struct Card {
    /// The card's heading.
    public let title: String
    let elements: [Element]
    let error: String?

    /// A card showing resolved elements.
    ///
    /// - Parameters:
    ///   - title: The card's heading.
    ///   - elements: The design, resolved.
    public init(title: String, elements: [Element]) {
      self.title = title
      self.elements = elements
      self.error = nil
    }

    /// A card showing why a design could not be drawn.
    ///
    /// - Parameters:
    ///   - title: The card's heading.
    ///   - error: The message.
    public init(title: String, error: String) {
      self.title = title
      self.elements = []
      self.error = error
    }
  }

  /// Creates a renderer.
  public init() {}

  /// Draws one design as a page with a single card.
  ///
  /// - Parameters:
  ///   - design: The design.
  ///   - title: The page and card title.
  /// - Returns: The HTML document.
  @MainActor
  public func render(_ design: some View, title: String = "Preview") -> String {
    page(title: title, cards: [Card(title: title, elements: design.resolve())])
  }

  /// Draws a page of cards.
  ///
  /// - Parameters:
  ///   - title: The page title.
  ///   - cards: The cards, in order.
  /// - Returns: The HTML document.
  public func page(title: String, cards: [Card]) -> String {
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(escape(title))</title>
      <style>\(HTMLStyle.css)</style>
      </head>
      <body>
      <h1>\(escape(title))</h1>
      <main class="gallery">

      """
    for (index, card) in cards.enumerated() {
      html += "<section class=\"card\" id=\"card-\(index + 1)\">\n"
      html += "<h2>\(escape(card.title))</h2>\n<div class=\"phone\">\n"
      if let error = card.error {
        html += "<p class=\"error\">\(escape(error))</p>\n"
      } else {
        var writer = HTMLWriter(escape: escape)
        writer.appendScreen(card.elements)
        html += writer.html
      }
      html += "</div>\n"
      if card.error == nil { html += reading(of: card.elements) }
      html += "</section>\n"
    }
    html += "</main>\n</body>\n</html>\n"
    return html
  }

  /// A card's screen-reader reading, folded under a toggle: one list item per element.
  private func reading(of elements: [Element]) -> String {
    let lines = AccessibilityRenderer().nodes(of: elements).map(\.spokenText)
    var html = "<details class=\"reading\"><summary>VoiceOver reading</summary><ol>"
    for line in lines { html += "<li>\(escape(line))</li>" }
    return html + "</ol></details>\n"
  }

  /// The text with `&`, `<`, `>`, `"` and `'` escaped, and control characters shown as
  /// `\u{…}` as the text renderer shows them.
  func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text.escapingControlCharacters(keepingNewlines: true) {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
