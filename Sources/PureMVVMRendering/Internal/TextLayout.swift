import Foundation
import PureMVVMCore

/// Lays elements out as lines of text, each exactly as wide as asked.
///
/// Vertical containers stack their children; an `HStack` gives each child its natural width
/// when it fits, shares the slack among its spacers, and otherwise shrinks the widest
/// children first (truncating with `…`). Padding, fixed and filling frames, alignment,
/// spacing and line limits are honoured in columns (8 points) and lines (16 points).
/// Lines are appended to one accumulator and runs of spaces and rules are built once per
/// width, so the work is linear in the number of elements.
final class TextLayout {
  // The caches below skip the run-time exclusivity check, which cost several calls a row.
  // That is safe: only `spaces(_:)` and `rule(_:)` touch them, and while they hold an
  // access they call nothing that can reach this layout.
  @exclusivity(unchecked) private var spaceRuns: [String] = []
  @exclusivity(unchecked) private var rules: [Int: String] = [:]
  /// The last rule drawn: a list draws the same one between all of its rows.
  @exclusivity(unchecked) private var lastRule = (width: -1, rule: "")
  /// Every text cut with `…` so far, as it was before the cut, trimmed.
  private(set) var truncations: [String] = []
  /// Which rows of long lists to draw; `nil` draws every row.
  let page: RowPage?
  /// The most pages any list drawn so far has at ``page``'s size (1 when none is paged).
  private(set) var pageCount = 1

  /// Whether rows of plain texts and spacers that fit are drawn by the single-line path
  /// (``singleLineRow(_:width:spacing:)``); tests turn it off to compare with the general
  /// row layout.
  let usesSingleLineRows: Bool

  init(page: RowPage? = nil, usesSingleLineRows: Bool = true) {
    self.page = page
    self.usesSingleLineRows = usesSingleLineRows
  }

  /// The rows of a list or section of `count` rows to draw: the page's rows when the list
  /// is longer than a page (the last page when the page is past the end), else all.
  func visibleRows(of count: Int) -> Range<Int> {
    guard let page, count > page.size else { return 0..<count }
    let pages = (count + page.size - 1) / page.size
    pageCount = max(pageCount, pages)
    let start = (min(page.number, pages) - 1) * page.size
    return start..<min(start + page.size, count)
  }

  /// `text` cut to `width` columns as ``TextFitting/truncate(_:width:mode:)`` cuts it,
  /// remembering the text in ``truncations`` when it was cut.
  func truncate(_ text: String, width: Int, mode: TruncationMode? = nil) -> String {
    let cut = TextFitting.truncate(text, width: width, mode: mode)
    if cut != text {
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      if !trimmed.isEmpty { truncations.append(trimmed) }
    }
    return cut
  }

  /// Appends the lines of elements stacked vertically.
  func appendLines(for elements: some ElementCollection, width: Int, to lines: inout [String]) {
    for element in elements { appendLines(for: element, width: width, to: &lines) }
  }

  /// Appends the lines of one element, its padding, frame and badge included; an element
  /// that is hidden or fully transparent keeps its lines, blank.
  func appendLines(for element: Element, width: Int, to lines: inout [String]) {
    guard !element.isInvisible else {
      var drawn: [String] = []
      appendVisibleLines(for: element, width: width, to: &drawn)
      lines += drawn.map(blank)
      return
    }
    appendVisibleLines(for: element, width: width, to: &lines)
  }

  /// The spaces that take the place of `line`.
  func blank(_ line: String) -> String {
    spaces(line.displayWidth)
  }

  private func appendVisibleLines(for element: Element, width: Int, to lines: inout [String]) {
    guard let box = element.layoutBox else {
      appendContent(of: element, width: width, to: &lines)
      return
    }
    if let point = element.attributeBox.value.position {
      appendPositioned(element, box: box, at: point, width: width, to: &lines)
      return
    }
    appendBoxed(element, box: box, width: width, to: &lines)
  }

  /// A view placed by `.position`: it takes the whole width offered and draws at its
  /// natural width centred on the point's column and line, kept inside the width.
  private func appendPositioned(
    _ element: Element, box: ElementLayoutBox, at point: CGPoint, width: Int,
    to lines: inout [String]
  ) {
    let placed = min(naturalWidth(of: element), width)
    var drawn: [String] = []
    appendBoxed(element, box: box, width: placed, to: &drawn)
    let centre = ElementLayoutBox.signedColumns(point.x)
    let left = min(max(centre - placed / 2, 0), max(width - placed, 0))
    let top = max(ElementLayoutBox.signedLines(point.y) - drawn.count / 2, 0)
    for _ in 0..<top { lines.append(spaces(width)) }
    for line in drawn { lines.append(spaces(left) + line + spaces(width - left - placed)) }
  }

  /// An element inside its padding, frame and badge.
  private func appendBoxed(
    _ element: Element, box: ElementLayoutBox, width: Int, to lines: inout [String]
  ) {
    let outer = box.outerWidth(offered: width)
    // Padding never pushes content out of the line: at least one column stays for it.
    let leading = min(box.left, max(outer - 1, 0))
    let trailing = min(box.right, max(outer - leading - 1, 0))
    let inner = max(outer - leading - trailing - box.badgeWidth, 1)
    let natural = contentWidth(of: element)
    // A frame proposes its width: content that takes all it is offered (a field, a list, a
    // divider) fills it, other content keeps its own width and is aligned in it.
    let keepsOwnWidth = box.alignsContent && !element.drawing.expandsHorizontally(element)
    let placed = keepsOwnWidth ? min(natural, inner) : inner
    let offset = box.alignsContent ? Self.offset(of: placed, in: inner, box.alignment) : 0
    var content: [String] = []
    appendContent(of: element, width: placed, height: box.fixedHeight, to: &content)
    if let height = box.fixedHeight, content.count < height {
      let slack = height - content.count
      let above = Self.top(of: content.count, in: height, box.verticalAlignment)
      content.insert(contentsOf: repeatElement(spaces(placed), count: above), at: 0)
      content.append(contentsOf: repeatElement(spaces(placed), count: slack - above))
    }
    for _ in 0..<box.top { lines.append(spaces(width)) }
    for (index, line) in content.enumerated() {
      let badge = index == 0 ? box.badge : spaces(box.badgeWidth)
      let left = leading + offset
      let used = left + placed + badge.displayWidth
      let drawn = spaces(left) + line + badge
      lines.append(used <= width ? drawn + spaces(width - used) : fit(drawn, width: width))
    }
    for _ in 0..<box.bottom { lines.append(spaces(width)) }
  }

  /// The width an element asks for on one line, its box included.
  func naturalWidth(of element: Element) -> Int {
    guard let box = element.layoutBox else { return contentWidth(of: element) }
    if let fixed = box.fixedWidth { return fixed }
    return box.framedWidth(contentWidth(of: element) + box.left + box.right + box.badgeWidth)
  }

  /// Whether an element takes a share of the slack of a row: a spacer, or a view that
  /// takes all the width it is offered (`maxWidth: .infinity`, a field, a stack holding
  /// one).
  func isFlexible(_ element: Element) -> Bool { element.expandsInRow }

  /// Whether an element takes all the width it is offered.
  func expands(_ element: Element) -> Bool { element.expandsHorizontally }

  /// Where content `height` lines tall starts in `rowHeight` lines (centred by default).
  static func top(of height: Int, in rowHeight: Int, _ alignment: VerticalAlignment?) -> Int {
    switch alignment {
    case .top, .firstTextBaseline: 0
    case .bottom, .lastTextBaseline: max(rowHeight - height, 0)
    case .center?, nil: max(rowHeight - height, 0) / 2
    case let custom?:
      Int((custom.defaultFraction * CGFloat(max(rowHeight - height, 0))).rounded())
    }
  }

  /// `count` spaces, built once per count.
  func spaces(_ count: Int) -> String {
    guard count > 0 else { return "" }
    while spaceRuns.count <= count {
      spaceRuns.append(String(repeating: " ", count: spaceRuns.count))
    }
    return spaceRuns[count]
  }

  /// A horizontal rule `width` columns long.
  func rule(_ width: Int) -> String {
    if lastRule.width == width { return lastRule.rule }
    let rule = rules[width] ?? String(repeating: "─", count: max(width, 0))
    rules[width] = rule
    lastRule = (width, rule)
    return rule
  }

  /// `text` padded (or truncated with `…`) to exactly `width` columns.
  ///
  /// A cut counts in ``truncations`` unless `isScrolled`: a field's content scrolls in its
  /// box rather than being cut.
  func fit(_ text: String, width: Int, textWidth: Int? = nil, isScrolled: Bool = false) -> String {
    let textWidth = textWidth ?? text.displayWidth
    if textWidth <= width { return textWidth == width ? text : text + spaces(width - textWidth) }
    let truncated =
      isScrolled ? TextFitting.truncate(text, width: width) : truncate(text, width: width)
    return truncated + spaces(width - truncated.displayWidth)
  }

  /// `text` placed in `width` columns as `alignment` asks.
  func align(_ text: String, width: Int, _ alignment: TextAlignment?) -> String {
    let textWidth = text.displayWidth
    guard let alignment, alignment != .leading, textWidth < width else {
      return fit(text, width: width, textWidth: textWidth)
    }
    let slack = width - textWidth
    let left = alignment == .center ? slack / 2 : slack
    return spaces(left) + text + spaces(slack - left)
  }

  /// Where content `placed` columns wide starts in `width` columns.
  static func offset(of placed: Int, in width: Int, _ alignment: HorizontalAlignment) -> Int {
    switch alignment {
    case .leading: 0
    case .center: (width - placed) / 2
    case .trailing: width - placed
    default: Int((alignment.defaultFraction * CGFloat(max(width - placed, 0))).rounded())
    }
  }

  /// Appends the lines of an element's content, without its box, as its drawing lays
  /// it out; `height` is the height its frame proposes, which a `ZStack` takes.
  private func appendContent(
    of element: Element, width: Int, height: Int? = nil, to lines: inout [String]
  ) {
    element.drawing.appendContent(of: element, width: width, height: height, in: self, to: &lines)
  }

  /// The width of an element's content on one line, without its box.
  func contentWidth(of element: Element) -> Int {
    element.drawing.contentWidth(of: element, in: self)
  }

  /// The natural width of an element's widest child.
  func widestChild(of element: Element) -> Int {
    element.childElements.map(naturalWidth(of:)).max() ?? 0
  }

  /// The first of an element's lines at `width`, or a blank line.
  func firstLine(of element: Element, width: Int) -> String {
    var lines: [String] = []
    appendLines(for: element, width: width, to: &lines)
    return lines.first ?? spaces(width)
  }

  /// The columns `text` takes once its control characters are escaped.
  func visibleWidth(_ text: String) -> Int {
    text.printableLatinWidth ?? text.escapingControlCharacters().displayWidth
  }

  /// Appends a text's lines: wrapped, cut at its line limit, placed by its alignment.
  func appendText(
    _ content: String, attributes element: Element, width: Int, to lines: inout [String]
  ) {
    // Read through the shared box: copying all the attributes per text costs more than
    // the text itself.
    let attributes = element.attributeBox
    var visible = content.escapingControlCharacters(keepingNewlines: true)
    if attributes.value.redaction.contains(.placeholder) { visible = Self.redacted(visible) }
    var wrapped = TextFitting.wrap(visible, width: width)
    if let limit = attributes.value.lineLimit, wrapped.count > limit {
      if limit == 1 {
        wrapped = [
          truncate(visible, width: width, mode: attributes.value.truncationMode)
        ]
      } else {
        let rest = wrapped[(limit - 1)...].joined(separator: " ")
        wrapped = Array(wrapped.prefix(limit - 1)) + [truncate(rest, width: width)]
      }
    }
    for line in wrapped { lines.append(align(line, width: width, attributes.value.textAlignment)) }
  }

  /// Text drawn as a placeholder: every character but spaces and line breaks as `▒`.
  static func redacted(_ text: String) -> String {
    String(text.map { $0.isWhitespace ? $0 : "▒" })
  }
}
