/// Draws designs as one self-contained HTML page: inline CSS, no scripts, no network.
///
/// Each design is a card in a phone-like frame: lists as grouped rows, toggles as switches,
/// buttons as buttons, secure fields masked (their text never reaches the page). Every
/// piece of text is HTML-escaped.
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
    for card in cards {
      html += "<section class=\"card\">\n<h2>\(escape(card.title))</h2>\n<div class=\"phone\">\n"
      if let error = card.error {
        html += "<p class=\"error\">\(escape(error))</p>\n"
      } else {
        for element in card.elements { append(element, to: &html) }
      }
      html += "</div>\n</section>\n"
    }
    html += "</main>\n</body>\n</html>\n"
    return html
  }

  private func append(_ element: Element, to html: inout String) {
    let disabled = element.isDisabled ? " disabled" : ""
    switch element.kind {
    case .text(let text):
      let style = element.style == .secondary ? " secondary" : ""
      html += "<span class=\"text\(style)\">\(escape(text))</span>\n"
    case .button(let title):
      html += "<button type=\"button\"\(disabled)>\(escape(title))</button>\n"
    case .textField(let title, let text):
      html += field(title: title, type: "text", value: text, disabled: disabled)
    case .secureField(let title, let hasText):
      let mask = Element.maskedText(hasText: hasText)
      html += field(title: title, type: "password", value: mask, disabled: disabled)
    case .toggle(let title, let isOn):
      let checked = isOn ? " checked" : ""
      html +=
        "<label class=\"toggle\"><span>\(escape(title))</span>"
        + "<input type=\"checkbox\" role=\"switch\"\(checked)\(disabled)></label>\n"
    case .spacer:
      html += "<span class=\"spacer\"></span>\n"
    case .progress(let title):
      html += "<span class=\"progress\"><progress></progress> \(escape(title ?? ""))</span>\n"
    case .vStack: container("div", "vstack", element.children, to: &html)
    case .hStack: container("div", "hstack", element.children, to: &html)
    case .list:
      html += "<ul class=\"list\">\n"
      for row in element.children {
        html += "<li>"
        append(row, to: &html)
        html += "</li>\n"
      }
      html += "</ul>\n"
    case .navigation(let title):
      html += "<h3 class=\"navigation-title\">\(escape(title))</h3>\n"
      for child in element.children { append(child, to: &html) }
    case .error(let message):
      html += "<p class=\"error\">\(escape(message))</p>\n"
    }
  }

  private func field(title: String, type: String, value: String, disabled: String) -> String {
    "<label class=\"field\"><span>\(escape(title))</span><input type=\"\(type)\" "
      + "placeholder=\"\(escape(title))\" value=\"\(escape(value))\"\(disabled)></label>\n"
  }

  private func container(
    _ tag: String, _ className: String, _ children: [Element], to html: inout String
  ) {
    html += "<\(tag) class=\"\(className)\">\n"
    for child in children { append(child, to: &html) }
    html += "</\(tag)>\n"
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
