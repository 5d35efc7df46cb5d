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
    _ children: [Element], width: Int, spacing: CGFloat?, suffix: String = ""
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
      return line(
        of: children, drawn: UnsafeBufferPointer(shown), width: width, spacing: spacing,
        suffix: suffix)
    }
  }

  /// A text as a row draws it, and the columns it takes.
  private struct DrawnText {
    /// The text as drawn.
    let text: String
    /// The columns it takes.
    let width: Int
  }

  /// A plain text as drawn, escaped; an empty string for a spacer; `nil` for anything else.
  ///
  /// Text a terminal shows as it is, as most is, is measured and cleared in one pass over
  /// its bytes, without looking for anything to escape.
  private func drawnText(of child: Element) -> DrawnText? {
    guard child.layoutBox == nil else { return nil }
    if child.isSpacer { return DrawnText(text: "", width: 0) }
    guard let content = child.string else { return nil }
    let printable = content.printableLatinWidth
    let drawn = printable == nil ? content.escapingControlCharacters() : content
    let width = printable ?? drawn.displayWidth
    return DrawnText(text: child.isInvisible ? spaces(width) : drawn, width: width)
  }

  /// The line of `children`, whose texts are `drawn`, if it fits in `width`.
  private func line(
    of children: [Element], drawn shown: UnsafeBufferPointer<DrawnText>, width: Int,
    spacing: CGFloat?, suffix: String
  ) -> String? {
    let gap = gapColumns(spacing: spacing)
    var fixed = 0
    var spacers = 0
    for index in children.indices {
      if children[index].isSpacer { spacers += 1 } else { fixed += shown[index].width }
      fixed += gapBefore(index, in: children, gap)
    }
    fixed += spacers
    guard fixed <= width else { return nil }
    let slack = width - fixed
    var spacersBefore = 0
    let trailing = spacers == 0 ? slack : 0
    return LineBuilder.join(count: children.count, trailingSpaces: trailing, suffix: suffix) {
      index in
      if index == 0 { spacersBefore = 0 }
      let gapBefore = gapBefore(index, in: children, gap)
      guard !children[index].isSpacer else {
        // A spacer's columns are a gap before no text: written as spaces in place.
        defer { spacersBefore += 1 }
        let extra = spacersBefore < slack % spacers ? 1 : 0
        return (gapBefore + 1 + slack / spacers + extra, "")
      }
      return (gapBefore, shown[index].text)
    }
  }

  /// The columns between a row's neighbours for `spacing` points (one by default).
  func gapColumns(spacing: CGFloat?) -> Int {
    spacing.map { max(ElementLayoutBox.columns($0), 0) } ?? 1
  }

  /// The columns before child `index`: `gap`, none for the first child or next to a spacer.
  func gapBefore(_ index: Int, in children: [Element], _ gap: Int) -> Int {
    guard index > 0 else { return 0 }
    return children[index - 1].isSpacer || children[index].isSpacer ? 0 : gap
  }
}
