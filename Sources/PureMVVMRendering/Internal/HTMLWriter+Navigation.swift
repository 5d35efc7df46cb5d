import PureMVVMCore

/// How the HTML gallery draws screens, their bars, navigation and what is presented.
extension HTMLWriter {
  /// A card's screen: its bars and content, then what is presented over it.
  mutating func appendScreen(_ elements: some ElementCollection) {
    let layers = ScreenLayers(elements)
    appendBarsAndContent(layers.screen)
    for layer in layers.layers { appendPresentation(layer) }
  }

  /// A screen's top bar (a back affordance, toolbar items), its content, its bottom bar.
  mutating func appendBarsAndContent(_ elements: some ElementCollection, back: String? = nil) {
    let toolbar = ToolbarItems(elements)
    let leading = toolbar.items(at: .leading)
    let principal = toolbar.items(at: .principal)
    let trailing = toolbar.items(at: .trailing)
    if back != nil || !leading.isEmpty || !principal.isEmpty || !trailing.isEmpty {
      html += "<div class=\"bar\"><span class=\"bar-side\">"
      if let back { html += "<span class=\"back\">‹ \(escape(back))</span>" }
      for item in leading { append(item) }
      html += "</span><span class=\"principal\">"
      for item in principal { append(item) }
      html += "</span><span class=\"bar-side trailing\">"
      for item in trailing { append(item) }
      html += "</span></div>\n"
    }
    for element in toolbar.content { append(element) }
    let bottom = toolbar.bottomItems
    if !bottom.isEmpty {
      html += "<div class=\"bottom-bar\">"
      for item in bottom { append(item) }
      html += "</div>\n"
    }
  }

  /// A presentation over the screen: a dimmed backdrop, then the sheet, cover, alert or
  /// dialog.
  private mutating func appendPresentation(_ layer: Element) {
    guard let presentation = layer.kind.presentationStyle else { return }
    let message = layer.childElements.filter { $0.attributeBox.value.part == .description }
    let actions = layer.childElements.filter { $0.attributeBox.value.part != .description }
    switch presentation {
    case .sheet, .popover:
      let details = layer.sheetDetails
      html += "<div class=\"dim\"></div>\n<div class=\"sheet\"\(details.map(sheetStyle) ?? "")>\n"
      if details?.showsDragIndicator == true { html += "<div class=\"grabber\"></div>\n" }
      appendBarsAndContent(layer.childElements)
      html += "</div>\n"
    case .fullScreenCover:
      html += "<div class=\"cover\">\n"
      appendBarsAndContent(layer.childElements)
      html += "</div>\n"
    case .alert(let title):
      html += "<div class=\"dim\"></div>\n<div class=\"alert\" role=\"alertdialog\">"
      html += "<p class=\"alert-title\">\(escape(title))</p><div class=\"message\">"
      for element in message { append(element) }
      html += "</div><div class=\"alert-actions\">"
      for element in actions { append(element) }
      html += "</div></div>\n"
    case .confirmationDialog(let title, let showsTitle):
      html +=
        "<div class=\"dim\"></div>\n<div class=\"dialog\" role=\"dialog\"><div class=\"group\">"
      if showsTitle { html += "<p class=\"dialog-title\">\(escape(title))</p>" }
      for element in message { append(element) }
      for element in actions where element.attributeBox.value.buttonRole != .cancel {
        append(element)
      }
      html += "</div><div class=\"group\">"
      for element in actions where element.attributeBox.value.buttonRole == .cancel {
        append(element)
      }
      html += "</div></div>\n"
    case .contextMenu:
      html += "<div class=\"dim\"></div>\n<div class=\"context-menu\" role=\"menu\">"
      html += "<div class=\"preview\">"
      for element in message { append(element) }
      html += "</div><div class=\"group\">"
      for element in actions { append(element) }
      html += "</div></div>\n"
    }
  }

  /// The style of a sheet resting at a detent, with its background and corners.
  private func sheetStyle(_ details: PresentationDetails) -> String {
    var css: [String] = []
    switch details.selectedDetent.share {
    case 1: break
    case let share: css.append("top:\(Int(((1 - share) * 100).rounded()))%")
    }
    if let background = details.background { css.append("background:\(HTMLCSS.paint(background))") }
    if let radius = details.cornerRadius {
      css.append("border-radius:\(HTMLCSS.px(radius)) \(HTMLCSS.px(radius)) 0 0")
    }
    return css.isEmpty ? "" : " style=\"\(css.joined(separator: ";"))\""
  }
}
