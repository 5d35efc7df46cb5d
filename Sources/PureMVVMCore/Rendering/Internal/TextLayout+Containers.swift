/// How containers draw their children.
///
/// | Container | Drawn as |
/// | --- | --- |
/// | `VStack`, `ScrollView`, `Grid` | children top to bottom; an explicit alignment places narrower children; `spacing` adds blank lines (16 points each) |
/// | `HStack` | children side by side, one column apart (8 points of `spacing` each); spacers and `maxWidth: .infinity` take the slack |
/// | `ZStack`, `.background { }`, `.overlay { }` | children drawn over each other, the last on top |
/// | `LazyVGrid`, `GridRow` | cells in equal columns |
/// | `List` | rows with a `─` rule between them |
/// | `Form` | sections one after another, a blank line between them |
/// | `Section` | its header, its rows (ruled in a list or form), its footer |
/// | `.navigationTitle` | the title over a `─` rule |
/// | `DisclosureGroup` | `▸ Title` collapsed; `▾ Title` and the content indented when expanded |
extension TextLayout {
  func appendContainer(_ element: Element, width: Int, to lines: inout [String]) {
    let attributes = element.attributeBox.value
    switch element.kind {
    case .vStack:
      appendColumn(
        element.children, width: width, alignment: attributes.alignment?.horizontal,
        spacing: attributes.spacing, to: &lines)
    case .navigation(let title):
      lines.append(fit(title.escapingControlCharacters(), width: width))
      lines.append(rule(width))
      appendLines(for: element.children, width: width, to: &lines)
    case .list:
      appendRows(element.children, width: width, to: &lines)
    case .form:
      for (index, child) in element.children.enumerated() {
        if index > 0 { lines.append(spaces(width)) }
        if child.kind == .section {
          appendSection(child, width: width, ruled: true, to: &lines)
        } else {
          appendLines(for: child, width: width, to: &lines)
        }
      }
    case .section:
      appendSection(element, width: width, ruled: false, to: &lines)
    case .hStack:
      appendRow(
        element.children, width: width, spacing: attributes.spacing,
        alignment: attributes.alignment?.vertical, to: &lines)
    case .zStack:
      appendLayers(
        element.children, width: width, alignment: attributes.alignment ?? .center,
        to: &lines)
    case .grid(let columns):
      var start = 0
      while start < element.children.count {
        let row = Array(element.children[start..<min(start + columns, element.children.count)])
        appendCells(row, columns: columns, width: width, to: &lines)
        start += columns
      }
    case .gridRow:
      appendCells(element.children, columns: element.children.count, width: width, to: &lines)
    default:
      appendLines(for: element.children, width: width, to: &lines)
    }
  }

  /// Children top to bottom; narrower ones placed by `alignment` when one is given.
  private func appendColumn(
    _ children: [Element], width: Int, alignment: HorizontalAlignment?, spacing: Double?,
    to lines: inout [String]
  ) {
    let gap = spacing.map { max(ElementLayoutBox.lines($0), 0) } ?? 0
    let stackWidth =
      alignment == nil ? width : min(children.map(naturalWidth(of:)).max() ?? 0, width)
    for (index, child) in children.enumerated() {
      if index > 0 { for _ in 0..<gap { lines.append(spaces(width)) } }
      guard let alignment, alignment != .leading, child.kind != .spacer else {
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

  /// Rows with a rule between them; sections among them keep their headers.
  private func appendRows(_ rows: [Element], width: Int, to lines: inout [String]) {
    for (index, row) in rows.enumerated() {
      if index > 0 { lines.append(rule(width)) }
      if row.kind == .section {
        appendSection(row, width: width, ruled: true, to: &lines)
      } else {
        appendLines(for: row, width: width, to: &lines)
      }
    }
  }

  private func appendSection(_ section: Element, width: Int, ruled: Bool, to lines: inout [String])
  {
    let parts = section.children.map(\.attributeBox.value.part)
    for (child, part) in zip(section.children, parts) where part == .header {
      appendLines(for: child, width: width, to: &lines)
    }
    let rows = zip(section.children, parts).filter { $0.1 != .header && $0.1 != .footer }.map(\.0)
    if ruled {
      appendRows(rows, width: width, to: &lines)
    } else {
      appendLines(for: rows, width: width, to: &lines)
    }
    for (child, part) in zip(section.children, parts) where part == .footer {
      appendLines(for: child, width: width, to: &lines)
    }
  }

  func appendDisclosure(_ element: Element, width: Int, to lines: inout [String]) {
    guard case .disclosureGroup(let title, let isExpanded) = element.kind else { return }
    lines.append(fit((isExpanded ? "▾ " : "▸ ") + title.escapingControlCharacters(), width: width))
    guard isExpanded else { return }
    let content = element.children.filter { $0.attributeBox.value.part != .title }
    var inner: [String] = []
    appendLines(for: content, width: max(width - 2, 1), to: &inner)
    for line in inner { lines.append(fit(spaces(2) + line, width: width)) }
  }

  /// Layers drawn over each other: a character of a later layer replaces one below.
  private func appendLayers(
    _ layers: [Element], width: Int, alignment: Alignment, to lines: inout [String]
  ) {
    var canvas: [[String]] = []
    for layer in layers {
      let leading = alignment.horizontal == .leading
      let placed = leading ? width : min(naturalWidth(of: layer), width)
      var layerLines: [String] = []
      appendLines(for: layer, width: placed, to: &layerLines)
      guard !layerLines.isEmpty else { continue }
      let left = Self.offset(of: placed, in: width, alignment.horizontal)
      let blank = Array(repeating: " ", count: width)
      while canvas.count < layerLines.count { canvas.append(blank) }
      let top: Int
      switch alignment.vertical {
      case .bottom, .lastTextBaseline: top = canvas.count - layerLines.count
      case .center: top = (canvas.count - layerLines.count) / 2
      default: top = 0
      }
      for (row, line) in layerLines.enumerated() {
        Self.paint(line, over: &canvas[top + row], at: left)
      }
    }
    for row in canvas { lines.append(row.joined()) }
  }

  /// Copies the non-space characters of `line` over `row` (one cell a column; the cell
  /// after a wide character is empty), from column `left`.
  private static func paint(_ line: String, over row: inout [String], at left: Int) {
    var column = left
    for character in line {
      let columns = max(character.displayWidth, 1)
      defer { column += columns }
      guard character != " ", column + columns <= row.count else { continue }
      if row[column].isEmpty, column > 0 { row[column - 1] = " " }
      if column + columns < row.count, row[column + columns].isEmpty {
        row[column + columns] = " "
      }
      row[column] = String(character)
      if columns == 2 { row[column + 1] = "" }
    }
  }

  /// Cells side by side in `columns` columns of equal width.
  private func appendCells(_ cells: [Element], columns: Int, width: Int, to lines: inout [String]) {
    guard columns > 0 else { return }
    let cellWidth = max((width - (columns - 1)) / columns, 1)
    var cellLines = cells.map { cell in
      var lines: [String] = []
      appendLines(for: cell, width: cellWidth, to: &lines)
      return lines
    }
    while cellLines.count < columns { cellLines.append([]) }
    let height = cellLines.map(\.count).max() ?? 0
    for row in 0..<height {
      let pieces = cellLines.map { row < $0.count ? $0[row] : spaces(cellWidth) }
      lines.append(fit(pieces.joined(separator: " "), width: width))
    }
  }

  /// The width of a row's children side by side with their gaps.
  func rowWidth(of children: [Element], spacing: Double?) -> Int {
    children.reduce(0) { $0 + naturalWidth(of: $1) }
      + gaps(children, spacing: spacing).reduce(0, +)
  }

  /// Columns between neighbours: `spacing` (one column by default), none next to a spacer.
  private func gaps(_ children: [Element], spacing: Double?) -> [Int] {
    let gap = spacing.map { max(ElementLayoutBox.columns($0), 0) } ?? 1
    return zip(children, children.dropFirst()).map { left, right in
      left.kind == .spacer || right.kind == .spacer ? 0 : gap
    }
  }

  private func appendRow(
    _ children: [Element], width: Int, spacing: Double?, alignment: VerticalAlignment?,
    to lines: inout [String]
  ) {
    guard !children.isEmpty else { return }
    let gaps = gaps(children, spacing: spacing)
    let natural = children.map(naturalWidth(of:))
    let columns = RowWidths(
      natural: natural, isSpacer: children.map(isFlexible), gaps: gaps, width: width
    ).resolved()
    let cells = children.indices.map { index in
      cellLines(for: children[index], width: columns[index], natural: natural[index])
    }
    let height = cells.map(\.count).max() ?? 0
    for row in 0..<height {
      var line = ""
      var used = 0
      for (index, cell) in cells.enumerated() {
        if index > 0 {
          line += spaces(gaps[index - 1])
          used += gaps[index - 1]
        }
        let top = Self.top(of: cell.count, in: height, alignment)
        line += row >= top && row - top < cell.count ? cell[row - top] : spaces(columns[index])
        used += columns[index]
      }
      lines.append(used < width ? line + spaces(width - used) : fit(line, width: width))
    }
  }

  private static func top(of height: Int, in rowHeight: Int, _ alignment: VerticalAlignment?)
    -> Int
  {
    switch alignment {
    case .center: (rowHeight - height) / 2
    case .bottom, .lastTextBaseline: rowHeight - height
    default: 0
    }
  }

  /// A row cell's lines, each exactly `width` columns.
  private func cellLines(for element: Element, width: Int, natural: Int) -> [String] {
    switch element.kind {
    case .text(let content) where element.layoutBox == nil:
      return [
        fit(
          TextFitting.truncate(
            content.escapingControlCharacters(), width: width,
            mode: element.attributeBox.value.truncationMode), width: width)
      ]
    case .divider:
      return ["│" + spaces(width - 1)]
    default:
      var lines: [String] = []
      appendLines(for: element, width: width, to: &lines)
      return lines
    }
  }
}
