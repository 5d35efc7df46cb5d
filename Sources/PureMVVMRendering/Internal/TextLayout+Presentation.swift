import PureMVVMCore

extension TextLayout {
  /// The lines of the screen with `layer` presented over it; `behind` names what a sheet
  /// covers (the title of the screen under it).
  func present(_ layer: Element, over screen: [String], behind: String, width: Int) -> [String] {
    guard let style = layer.kind.presentationStyle else { return screen }
    switch style {
    case .sheet, .popover:
      let behind = behind.escapingControlCharacters()
      let dimmed = behind.isEmpty ? "" : "░ " + behind + " "
      let strip = fit(
        dimmed + String(repeating: "░", count: max(width - dimmed.displayWidth, 0)), width: width)
      var content = screenLines(layer.childElements, width: max(width - 4, 1))
      if let caption = layer.sheetDetails.flatMap(Self.detentCaption) {
        content.insert(align(caption, width: max(width - 4, 1), .center), at: 0)
      }
      return [strip] + boxed(content, width: width)
    case .fullScreenCover:
      return screenLines(layer.childElements, width: width)
    case .alert(let title):
      let boxWidth = min(width, 36)
      let content = dialogLines(title: title, layer, width: max(boxWidth - 4, 1), sideBySide: true)
      return overlay(boxed(content, width: boxWidth), on: screen, width: width, atBottom: false)
    case .confirmationDialog(let title, let showsTitle):
      let content = dialogLines(
        title: showsTitle ? title : nil, layer, width: max(width - 4, 1), sideBySide: false)
      return overlay(boxed(content, width: width), on: screen, width: width, atBottom: true)
    case .contextMenu:
      let boxWidth = min(width, 36)
      let content = dialogLines(title: nil, layer, width: max(boxWidth - 4, 1), sideBySide: false)
      return overlay(boxed(content, width: boxWidth), on: screen, width: width, atBottom: false)
    }
  }

  /// The line atop a sheet with detents: its drag indicator and, unless it is only
  /// large, the detent it rests at (`━━━━ medium`); `nil` when there is neither.
  private static func detentCaption(_ details: PresentationDetails) -> String? {
    let indicator = details.showsDragIndicator ? "━━━━" : nil
    let detent = details.detents == [.large] ? nil : details.selectedDetent.description
    let parts = [indicator, detent].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: " ").escapingControlCharacters()
  }

  /// Title, message and buttons of an alert or dialog, centred.
  private func dialogLines(title: String?, _ layer: Element, width: Int, sideBySide: Bool)
    -> [String]
  {
    var lines: [String] = []
    if let title, !title.isEmpty {
      for line in TextFitting.wrap(title.escapingControlCharacters(), width: width) {
        lines.append(align(line, width: width, .center))
      }
    }
    let message = layer.childElements.filter { $0.attributeBox.value.part == .description }
    appendColumn(message, width: width, alignment: .center, spacing: nil, fills: true, to: &lines)
    let buttons = layer.childElements.filter { $0.attributeBox.value.part != .description }
    let faces = buttons.map { line(for: $0, width: faceWidth(of: $0)) }
    let row = faces.joined(separator: "  ")
    if sideBySide, faces.count <= 2, row.displayWidth <= width {
      lines.append(align(row, width: width, .center))
    } else {
      for face in faces { lines.append(align(face, width: width, .center)) }
    }
    return lines
  }

  /// `lines` in a rounded box `width` columns wide.
  private func boxed(_ lines: [String], width: Int) -> [String] {
    let inner = max(width - 4, 1)
    let edge = String(repeating: "─", count: max(width - 2, 0))
    return ["╭" + edge + "╮"] + lines.map { "│ " + fit($0, width: inner) + " │" }
      + ["╰" + edge + "╯"]
  }

  /// `box` drawn over `screen`, centred across, in the middle or at the bottom; the screen
  /// grows when the box is taller.
  private func overlay(_ box: [String], on screen: [String], width: Int, atBottom: Bool)
    -> [String]
  {
    var canvas = screen
    while canvas.count < box.count { canvas.append(spaces(width)) }
    let top = atBottom ? canvas.count - box.count : (canvas.count - box.count) / 2
    let left = max((width - (box.first?.displayWidth ?? 0)) / 2, 0)
    for (index, line) in box.enumerated() {
      var cells = Self.cells(of: canvas[top + index], width: width)
      Self.paint(line, over: &cells, at: left, opaque: true)
      canvas[top + index] = cells.joined()
    }
    return canvas
  }
}
