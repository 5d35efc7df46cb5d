import Foundation
import PureMVVMCore

/// The layouts containers share: columns, rows, layers, grids, ruled rows and sections.
///
/// Which container uses which is said by its drawing (`Drawings/`); `.background { }` and
/// `.overlay { }` are layers whose decoration takes the size of the view it decorates.
extension TextLayout {
  /// Children top to bottom, narrower ones placed by `alignment` within the stack, which
  /// is as wide as its widest child or, when a child expands or `fills`, all of `width`.
  func appendColumn(
    _ children: some ElementCollection, width: Int, alignment: HorizontalAlignment,
    spacing: CGFloat?,
    fills: Bool = false, to lines: inout [String]
  ) {
    let gap = spacing.map(ElementLayoutBox.gapLines) ?? 0
    if Self.placesByGuides(children, alignment) {
      appendGuidedColumn(children, width: width, alignment: alignment, gap: gap, to: &lines)
      return
    }
    let stackWidth =
      fills || children.contains(where: expands)
      ? width : min(children.map(naturalWidth(of:)).max() ?? 0, width)
    for (index, child) in children.enumerated() {
      if index > 0 { for _ in 0..<gap { lines.append(spaces(width)) } }
      guard alignment != .leading || stackWidth < width, !expands(child) else {
        appendLines(for: child, width: width, to: &lines)
        continue
      }
      let placed = min(naturalWidth(of: child), stackWidth)
      let left = Self.offset(of: placed, in: stackWidth, alignment)
      var childLines: [String] = []
      appendLines(for: child, width: placed, to: &childLines)
      for line in childLines {
        lines.append(spaces(left) + line + spaces(width - left - placed))
      }
    }
  }

  /// Whether a column lines its children up by their guides: its alignment is a custom
  /// one, or a child sets its own guide for it.
  static func placesByGuides(_ children: some ElementCollection, _ alignment: HorizontalAlignment)
    -> Bool
  {
    if alignment != .leading, alignment != .center, alignment != .trailing { return true }
    return children.contains { child in
      child.handlers?.alignmentGuides.contains { $0.horizontal == alignment } == true
    }
  }

  /// A column's children laid out at their natural widths (at most `width`), each with
  /// its `alignment` guide in columns; `anchor` is the column all guides fall in, counted
  /// from the stack's leading edge, and `extent` the stack's width.
  private func guidedChildren(
    _ children: some ElementCollection, width: Int, alignment: HorizontalAlignment
  ) -> (children: [(lines: [String], width: Int, guide: Int)], anchor: Int, extent: Int) {
    let laid = children.map { child in
      let placed = min(naturalWidth(of: child), width)
      var childLines: [String] = []
      appendLines(for: child, width: placed, to: &childLines)
      let dimensions = child.dimensions(
        width: CGFloat(placed * 8), height: CGFloat(childLines.count * 16))
      let guide = ElementLayoutBox.signedColumns(dimensions[alignment])
      return (lines: childLines, width: placed, guide: guide)
    }
    let anchor = laid.map(\.guide).max() ?? 0
    return (laid, anchor, laid.map { anchor - $0.guide + $0.width }.max() ?? 0)
  }

  /// The width of a column whose children line up by their guides.
  func guidedColumnWidth(of children: some ElementCollection, alignment: HorizontalAlignment) -> Int
  {
    guidedChildren(children, width: 1_000, alignment: alignment).extent
  }

  /// Children top to bottom with their `alignment` guides in one column, as SwiftUI lines
  /// them up; the whole is placed in `width` by the alignment and kept inside it.
  private func appendGuidedColumn(
    _ children: some ElementCollection, width: Int, alignment: HorizontalAlignment, gap: Int,
    to lines: inout [String]
  ) {
    let (laid, anchor, extent) = guidedChildren(children, width: width, alignment: alignment)
    let shift = Self.offset(of: min(extent, width), in: width, alignment)
    for (index, child) in laid.enumerated() {
      if index > 0 { for _ in 0..<gap { lines.append(spaces(width)) } }
      let left = min(max(shift + anchor - child.guide, 0), max(width - child.width, 0))
      for line in child.lines {
        lines.append(spaces(left) + line + spaces(width - left - child.width))
      }
    }
  }

  /// Rows with a rule between them; sections among them keep their headers.
  ///
  /// With `skippingHeaders`, a section's header and footer children are left out. Rows are
  /// read in place, never copied (a list may hold 100k); with a ``RowPage``, only the
  /// page's rows are drawn, between lines that count the rows above and below.
  func appendRows(
    _ rows: some ElementCollection, width: Int, skippingHeaders: Bool = false,
    to lines: inout [String]
  ) {
    // Positions are counted among the rows drawn, without an array of their indices: a
    // list of 100k rows would allocate (and fault in) 800 kB for it on every drawing.
    let isSkipped = { (row: Element) in skippingHeaders && Self.isHeaderOrFooter(row) }
    let count = skippingHeaders ? rows.count(where: { !isSkipped($0) }) : rows.count
    let shown = visibleRows(of: count)
    Self.reserve(2 * shown.count + 4, in: &lines)
    if shown.lowerBound > 0 {
      lines.append(fit("… \(shown.lowerBound.grouped) rows above", width: width))
      lines.append(rule(width))
    }
    var position = 0
    for index in rows.indices where !isSkipped(rows[index]) {
      defer { position += 1 }
      guard position >= shown.lowerBound else { continue }
      guard position < shown.upperBound else { break }
      if position > shown.lowerBound { lines.append(rule(width)) }
      if rows[index].isSection {
        appendSection(rows[index], width: width, ruled: true, to: &lines)
      } else {
        appendLines(for: rows[index], width: width, to: &lines)
      }
    }
    if shown.upperBound < count {
      lines.append(rule(width))
      lines.append(fit("… and \((count - shown.upperBound).grouped) more", width: width))
    }
  }

  /// Makes room in `lines` for `more` lines at once, when it has not.
  ///
  /// A long list's lines would otherwise be copied into a new buffer each time they
  /// doubled. Grows by at least double, so lists drawn one after another in the same lines
  /// never reallocate for each.
  private static func reserve(_ more: Int, in lines: inout [String]) {
    guard lines.capacity - lines.count < more else { return }
    lines.reserveCapacity(max(lines.count + more, 2 * lines.capacity))
  }

  private static func isHeaderOrFooter(_ element: Element) -> Bool {
    let part = element.attributeBox.value.part
    return part == .header || part == .footer
  }

  func appendSection(_ section: Element, width: Int, ruled: Bool, to lines: inout [String]) {
    let children = section.childElements
    for index in children.indices where children[index].attributeBox.value.part == .header {
      appendLines(for: children[index], width: width, to: &lines)
    }
    if ruled {
      appendRows(children, width: width, skippingHeaders: true, to: &lines)
    } else {
      for index in children.indices where !Self.isHeaderOrFooter(children[index]) {
        appendLines(for: children[index], width: width, to: &lines)
      }
    }
    for index in children.indices where children[index].attributeBox.value.part == .footer {
      appendLines(for: children[index], width: width, to: &lines)
    }
  }

  func appendDisclosure(
    _ element: Element, title: String, isExpanded: Bool, width: Int, to lines: inout [String]
  ) {
    lines.append(fit((isExpanded ? "▾ " : "▸ ") + title.escapingControlCharacters(), width: width))
    guard isExpanded else { return }
    let content = element.childElements.filter { $0.attributeBox.value.part != .title }
    var inner: [String] = []
    appendLines(for: content, width: max(width - 2, 1), to: &inner)
    for line in inner { lines.append(fit(spaces(2) + line, width: width)) }
  }

  /// Layers drawn over each other, each placed by the stack's alignment.
  ///
  /// A character of a later layer replaces one below. Decorations (`.background { }`,
  /// `.overlay { }`) take the size of the view they decorate.
  func appendLayers(_ stack: Element, width: Int, height: Int?, to lines: inout [String]) {
    let layers = stack.childElements
    let alignment = stack.attributeBox.value.alignment ?? .center
    let sizing = layers.filter { $0.attributeBox.value.part != .decoration }
    let sized = sizing.isEmpty ? Array(layers) : sizing
    let stackWidth =
      sized.contains(where: expands)
      ? width : min(sized.map(naturalWidth(of:)).max() ?? 0, width)
    var laid: [(lines: [String], left: Int, sizes: Bool)] = []
    for layer in layers {
      let placed = expands(layer) ? stackWidth : min(naturalWidth(of: layer), stackWidth)
      var layerLines: [String] = []
      appendLines(for: layer, width: placed, to: &layerLines)
      let left = Self.offset(of: placed, in: stackWidth, alignment.horizontal)
      laid.append(
        (layerLines, left, sizing.isEmpty || layer.attributeBox.value.part != .decoration))
    }
    let tallest = laid.filter(\.sizes).map(\.lines.count).max() ?? 0
    let stackHeight = max(tallest, height ?? 0)
    var canvas = Array(repeating: Array(repeating: " ", count: width), count: stackHeight)
    let order = Self.paintingOrder(of: layers)
    for (layerLines, left, _) in order.map({ laid[$0] }) {
      let top = Self.top(of: layerLines.count, in: stackHeight, alignment.vertical)
      for (row, line) in layerLines.enumerated() where top + row < stackHeight {
        Self.paint(line, over: &canvas[top + row], at: left)
      }
    }
    for row in canvas { lines.append(row.joined()) }
  }

  /// The order layers are painted in: by `.zIndex` (not finite counts as 0), equal ones
  /// in the order of the code; decorated views keep their background behind and their
  /// overlay in front.
  private static func paintingOrder(of layers: some ElementCollection) -> [Int] {
    guard !layers.contains(where: { $0.attributeBox.value.part == .decoration }) else {
      return Array(layers.indices)
    }
    let key = { (index: Int) -> Double in
      let zIndex = layers[index].attributeBox.value.zIndex ?? 0
      return zIndex.isFinite ? zIndex : 0
    }
    return layers.indices.sorted { (key($0), $0) < (key($1), $1) }
  }

  /// Copies the non-space characters of `line` over `row` from column `left`.
  ///
  /// One cell a column; the cell after a wide character is empty. With `opaque`, spaces are copied too.
  static func paint(_ line: String, over row: inout [String], at left: Int, opaque: Bool = false) {
    var column = left
    for character in line {
      let columns = max(character.displayWidth, 1)
      defer { column += columns }
      guard opaque || character != " ", column + columns <= row.count else { continue }
      if row[column].isEmpty, column > 0 { row[column - 1] = " " }
      if column + columns < row.count, row[column + columns].isEmpty {
        row[column + columns] = " "
      }
      row[column] = String(character)
      if columns == 2 { row[column + 1] = "" }
    }
  }

  /// The cells of a drawn line, one a column; the cell after a wide character is empty.
  static func cells(of line: String, width: Int) -> [String] {
    var cells = Array(repeating: " ", count: width)
    paint(line, over: &cells, at: 0)
    return cells
  }

  /// Cells side by side in `columns` columns of equal width.
  func appendCells(
    _ cells: some ElementCollection, columns: Int, width: Int, to lines: inout [String]
  ) {
    guard columns > 0 else { return }
    let cellWidth = max((width - (columns - 1)) / columns, 1)
    var cellLines = cells.map { cell in
      var lines: [String] = []
      appendLines(for: cell, width: cellWidth, to: &lines)
      return lines
    }
    while cellLines.count < columns { cellLines.append([]) }
    let height = cellLines.reduce(0) { max($0, $1.count) }
    for row in 0..<height {
      let pieces = cellLines.map { row < $0.count ? $0[row] : spaces(cellWidth) }
      lines.append(fit(pieces.joined(separator: " "), width: width))
    }
  }

  /// The width of a row's children side by side with their gaps.
  func rowWidth(of children: some ElementCollection, spacing: CGFloat?) -> Int {
    children.reduce(0) { $0 + naturalWidth(of: $1) }
      + gaps(children, spacing: spacing).reduce(0, +)
  }

  /// Columns between neighbours: `spacing` (one column by default), none next to a spacer.
  private func gaps(_ children: some ElementCollection, spacing: CGFloat?) -> [Int] {
    let gap = gapColumns(spacing: spacing)
    return children.indices.dropFirst().map { gapBefore($0, in: children, gap) }
  }

  func appendRow(
    _ children: ElementChildren, width: Int, spacing: CGFloat?, alignment: VerticalAlignment?,
    to lines: inout [String]
  ) {
    guard !children.isEmpty else { return }
    if let line = singleLineRow(children, width: width, spacing: spacing) {
      lines.append(line)
      return
    }
    let gaps = gaps(children, spacing: spacing)
    let natural = children.map(naturalWidth(of:))
    var widths = RowWidths(
      natural: natural, isFlexible: children.map(isFlexible), gaps: gaps, width: width)
    if children.contains(where: { $0.attributeBox.value.layoutPriority != nil }) {
      widths.priority = children.map { $0.attributeBox.value.layoutPriority ?? 0 }
    }
    if !widths.fits {
      widths.isSpacer = children.map(\.isSpacer)
      widths.isRigid = children.map(isRigid)
    }
    let columns = widths.resolved()
    let cells = children.indices.map { index in
      cellLines(
        for: children[index], width: columns[index], natural: natural[index], isOwnWidth: true)
    }
    let height = cells.reduce(0) { max($0, $1.count) }
    let used = columns.reduce(0, +) + gaps.reduce(0, +)
    for row in 0..<height {
      // A cell's piece of this line, or its blank when the cell is shorter.
      let piece = { (index: Int) -> String in
        let cell = cells[index]
        let top = Self.top(of: cell.count, in: height, alignment)
        return row >= top && row - top < cell.count ? cell[row - top] : self.spaces(columns[index])
      }
      let line = LineBuilder.join(count: cells.count, trailingSpaces: max(width - used, 0)) {
        index in (gap: index > 0 ? gaps[index - 1] : 0, text: piece(index))
      }
      lines.append(used <= width ? line : fit(line, width: width))
    }
  }

  /// Whether a row child keeps its width when the row is too narrow: images and
  /// `.fixedSize()` views.
  private func isRigid(_ element: Element) -> Bool {
    element.drawing.keepsWidthInRow || element.attributeBox.value.isFixedSize
  }

  /// A row cell's lines, each exactly `width` columns.
  ///
  /// `natural` is the element's own natural width when `isOwnWidth`, else its grid
  /// column's (the widest of the column's cells).
  func cellLines(
    for element: Element, width: Int, natural: Int, isOwnWidth: Bool
  ) -> [String] {
    if let lines = element.drawing.cellLines(
      for: element, width: width, natural: natural, isOwnWidth: isOwnWidth, in: self)
    {
      return element.isInvisible ? lines.map(blank) : lines
    }
    var lines: [String] = []
    appendLines(for: element, width: width, to: &lines)
    return lines
  }
}
