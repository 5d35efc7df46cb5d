import PureMVVMCore

/// How navigation and presentation are drawn in text.
///
/// | Piece | Drawn as |
/// | --- | --- |
/// | toolbar items | a bar line on top: leading items, the principal one centred, trailing items at the right; bottom-bar items in a line under a rule at the bottom |
/// | `NavigationStack` | its top screen, under a bar with `‹ Previous title` when a screen is pushed |
/// | `NavigationLink` | its label with `›` at the right |
/// | `TabView` | the selected tab, a rule, and the tab bar: `‹Rutas›  Mapa  Ajustes` |
/// | sheet, popover | the screen behind as one dimmed line, `░ Rutas ░░░░`, then the sheet in a box |
/// | full-screen cover | the cover alone |
/// | alert | a box over the middle of the screen: title, message, buttons |
/// | confirmation dialog | a box over the bottom of the screen: title (when visible), message, buttons |
extension TextLayout {
  /// The lines of a screen: its bars around its content, centred across `width`.
  func screenLines(_ elements: some ElementCollection, width: Int, back: String? = nil) -> [String]
  {
    var lines: [String] = []
    appendScreen(elements, width: width, back: back, to: &lines)
    return lines
  }

  /// Appends the lines of a screen, as ``screenLines(_:width:back:)`` draws them, to
  /// `lines`: a stack's screen of 100k rows is drawn in place, not copied line by line.
  func appendScreen(
    _ elements: some ElementCollection, width: Int, back: String? = nil, to lines: inout [String]
  ) {
    let toolbar = ToolbarItems(elements)
    if let bar = barLine(back: back, toolbar: toolbar, width: width) { lines.append(bar) }
    appendColumn(
      toolbar.content, width: width, alignment: .center, spacing: nil, fills: true, to: &lines)
    let bottom = toolbar.bottomItems
    if !bottom.isEmpty {
      lines.append(rule(width))
      lines.append(align(inlineText(of: bottom), width: width, .center))
    }
  }

  /// `‹ Rutas   Title   [ Editar ]`, or `nil` when the bar would be empty.
  private func barLine(back: String?, toolbar: ToolbarItems, width: Int) -> String? {
    let leading = ([back].compactMap { $0 } + [inlineText(of: toolbar.items(at: .leading))])
      .filter { !$0.isEmpty }.joined(separator: " ")
    let principal = inlineText(of: toolbar.items(at: .principal))
    let trailing = inlineText(of: toolbar.items(at: .trailing))
    guard !leading.isEmpty || !principal.isEmpty || !trailing.isEmpty else { return nil }
    let side = max(leading.displayWidth, trailing.displayWidth)
    let middle = max(width - 2 * side - 2, 0)
    if principal.isEmpty || middle < principal.displayWidth {
      let gap = max(width - leading.displayWidth - trailing.displayWidth, 1)
      return fit(leading + spaces(gap) + trailing, width: width)
    }
    return fit(
      fit(leading, width: side) + " " + align(principal, width: middle, .center) + " "
        + align(trailing, width: side, .trailing), width: width)
  }
}
