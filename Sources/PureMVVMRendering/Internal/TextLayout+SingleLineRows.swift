import Foundation
import PureMVVMCore

extension TextLayout {
  /// The line of a row made only of plain texts and spacers that fits in `width`, as the
  /// general row layout draws it, without its per-cell arrays; `nil` for any other row.
  ///
  /// Such rows are most rows of a list (`HStack { Text(name); Spacer(); Text(detail) }`):
  /// each text keeps its natural width and the spacers share the slack, the first ones
  /// taking a column more when it does not divide evenly.
  ///
  /// `suffix` follows the line, outside `width`: a link's chevron, drawn without a copy of
  /// the line to append it to.
  func singleLineRow(
    _ children: ElementChildren, width: Int, spacing: CGFloat?, suffix: String = ""
  ) -> String? {
    guard usesSingleLineRows else { return nil }
    // Each text as drawn, escaped once, and its width, in memory on the stack: an array
    // cost an allocation a row. A spacer's slot holds an empty string.
    return withUnsafeTemporaryAllocation(of: DrawnText.self, capacity: children.count) { shown in
      var filled = 0
      defer { _ = shown.prefix(filled).deinitialize() }
      for index in children.indices {
        guard let text = drawnText(of: children[index]) else { return nil }
        shown.initializeElement(at: index, to: text)
        filled += 1
      }
      return line(of: children, drawn: shown, width: width, spacing: spacing, suffix: suffix)
    }
  }

  /// A text as a row draws it, the columns it takes, and the spaces before it.
  private struct DrawnText: LineBuilder.Piece {
    /// The text as drawn; empty for a spacer.
    var text: String
    /// The columns it takes; none for a spacer.
    let width: Int
    /// Whether this is a spacer's slot.
    let isSpacer: Bool
    /// The spaces before it.
    ///
    /// The gap after its neighbour, and a spacer's share of the slack: worked out once,
    /// before the line is sized and filled.
    var gap = 0
  }

  /// A plain text as drawn, escaped; an empty string for a spacer; `nil` for anything else.
  ///
  /// Text a terminal shows as it is, as most is, is measured and cleared in one pass over
  /// its bytes, without looking for anything to escape.
  private func drawnText(of child: Element) -> DrawnText? {
    guard child.layoutBox == nil else { return nil }
    if child.isSpacer { return DrawnText(text: "", width: 0, isSpacer: true) }
    guard let content = child.string else { return nil }
    let printable = content.printableLatinWidth
    let drawn = printable == nil ? content.escapingControlCharacters() : content
    let width = printable ?? drawn.displayWidth
    return DrawnText(text: child.isInvisible ? spaces(width) : drawn, width: width, isSpacer: false)
  }

  /// The line of `children`, whose texts are `drawn`, if it fits in `width`.
  private func line(
    of children: ElementChildren, drawn shown: UnsafeMutableBufferPointer<DrawnText>, width: Int,
    spacing: CGFloat?, suffix: String
  ) -> String? {
    let gap = gapColumns(spacing: spacing)
    var fixed = 0
    var spacers = 0
    for index in shown.indices {
      shown[index].gap = gapBefore(index, in: children, gap)
      fixed += shown[index].gap + shown[index].width
      if shown[index].isSpacer { spacers += 1 }
    }
    fixed += spacers
    guard fixed <= width else { return nil }
    let slack = width - fixed
    var spacersBefore = 0
    // A spacer's columns are a gap before no text: written as spaces in place.
    for index in shown.indices where shown[index].isSpacer {
      let extra = spacersBefore < slack % spacers ? 1 : 0
      shown[index].gap += 1 + slack / spacers + extra
      spacersBefore += 1
    }
    return LineBuilder.join(shown, trailingSpaces: spacers == 0 ? slack : 0, suffix: suffix)
  }

  /// The columns between a row's neighbours for `spacing` points (one by default).
  func gapColumns(spacing: CGFloat?) -> Int {
    spacing.map { max(ElementLayoutBox.columns($0), 0) } ?? 1
  }

  /// The columns before child `index`: `gap`, none for the first child or next to a spacer.
  func gapBefore(_ index: Int, in children: some ElementCollection, _ gap: Int) -> Int {
    guard index > 0 else { return 0 }
    return children[index - 1].isSpacer || children[index].isSpacer ? 0 : gap
  }
}
