import Foundation
import PureMVVMCore

extension TextLayout {
  /// The line of a row made only of plain texts and spacers that fits in `width`, as the
  /// general row layout draws it, without its per-cell arrays; `nil` for any other row.
  ///
  /// Such rows are most rows of a list (`HStack { Text(name); Spacer(); Text(detail) }`):
  /// each text keeps its natural width and the spacers share the slack, the first ones
  /// taking a column more when it does not divide evenly.
  func singleLineRow(_ children: [Element], width: Int, spacing: CGFloat?) -> String? {
    guard usesSingleLineRows else { return nil }
    let gap = gapColumns(spacing: spacing)
    var fixed = 0
    var spacers = 0
    // Each text as drawn, escaped once; a spacer's slot stays empty.
    var shown: [String] = []
    shown.reserveCapacity(children.count)
    for index in children.indices {
      guard children[index].layoutBox == nil else { return nil }
      if children[index].isSpacer {
        spacers += 1
        shown.append("")
      } else if let content = children[index].kind.string {
        let drawn = content.escapingControlCharacters()
        shown.append(children[index].isInvisible ? blank(drawn) : drawn)
        fixed += shown[index].displayWidth
      } else {
        return nil
      }
      fixed += gapBefore(index, in: children, gap)
    }
    fixed += spacers
    guard fixed <= width else { return nil }
    let slack = width - fixed
    var spacersBefore = 0
    return LineBuilder.join(count: children.count, trailingSpaces: spacers == 0 ? slack : 0) {
      index in
      if index == 0 { spacersBefore = 0 }
      let gapBefore = gapBefore(index, in: children, gap)
      guard !children[index].isSpacer else {
        defer { spacersBefore += 1 }
        let extra = spacersBefore < slack % spacers ? 1 : 0
        return (gapBefore, spaces(1 + slack / spacers + extra))
      }
      return (gapBefore, shown[index])
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
