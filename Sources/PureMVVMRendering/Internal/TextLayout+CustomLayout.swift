import Foundation
import PureMVVMCore

/// Custom layouts (`Layout`) in text: the layout sizes and places its subviews in points,
/// measured in the grid (8 points a column, 16 a line); each subview is drawn on the
/// column and line nearest its place.
extension TextLayout {
  /// The subviews' widths and lines, as a layout measures them in the grid.
  final class GridMeasure {
    let layout: TextLayout
    let elements: ElementChildren
    /// Each subview's lines at a width in columns, measured once.
    private var drawn: [Int: [Int: [String]]] = [:]

    init(layout: TextLayout, elements: ElementChildren) {
      self.layout = layout
      self.elements = elements
    }

    /// The columns subview `index` takes for a proposed width in points: its ideal width
    /// for no proposal; else its natural width up to the proposal, all of a finite
    /// proposal when it expands, at most `limit`.
    func columns(of index: Int, proposed width: CGFloat?, limit: Int) -> Int {
      let ideal = min(layout.naturalWidth(of: elements[index]), 1_000)
      guard let width, !width.isNaN else { return ideal }
      let natural = min(ideal, limit)
      guard width.isFinite else { return natural }
      let offered = min(ElementLayoutBox.columns(width), limit)
      return elements[index].expandsHorizontally ? offered : min(natural, offered)
    }

    /// Subview `index` drawn `columns` wide.
    func lines(of index: Int, columns: Int) -> [String] {
      if let lines = drawn[index]?[columns] { return lines }
      var lines: [String] = []
      layout.appendLines(for: elements[index], width: max(columns, 1), to: &lines)
      drawn[index, default: [:]][columns] = lines
      return lines
    }

    /// Subview `index`'s size for a proposal, in points.
    func size(of index: Int, for proposal: ProposedViewSize, limit: Int) -> CGSize {
      let columns = columns(of: index, proposed: proposal.width, limit: limit)
      let height = columns == 0 ? 0 : lines(of: index, columns: columns).count
      return CGSize(width: CGFloat(columns * 8), height: CGFloat(height * 16))
    }
  }

  /// The width a custom layout asks for: its size for the widest proposal (1,000
  /// columns), so a layout that takes what it is offered takes the whole width and one
  /// that sizes to its subviews keeps theirs.
  func customLayoutWidth(of element: Element) -> Int {
    guard let handler = element.handlers?.layout else { return 0 }
    let measure = GridMeasure(layout: self, elements: element.childElements)
    let pass = LayoutPass(elements: element.childElements) { index, proposal in
      measure.size(of: index, for: proposal, limit: 1_000)
    }
    return Self.ceilingColumns(handler.run(ProposedViewSize(width: 8_000, height: nil), pass).width)
  }

  /// A custom layout `width` columns wide: its subviews painted where it placed them.
  func appendCustomLayout(_ element: Element, width: Int, to lines: inout [String]) {
    guard let handler = element.handlers?.layout else { return }
    let measure = GridMeasure(layout: self, elements: element.childElements)
    let pass = LayoutPass(elements: element.childElements) { index, proposal in
      measure.size(of: index, for: proposal, limit: width)
    }
    let size = handler.run(ProposedViewSize(width: CGFloat(width * 8), height: nil), pass)
    var canvas: [[String]] = []
    for index in element.childElements.indices where !pass.hidden.contains(index) {
      let placement =
        pass.placements[index]
        ?? LayoutPass.Placement(
          position: CGPoint(x: size.width / 2, y: size.height / 2), anchor: .center,
          proposal: .unspecified)
      let columns = measure.columns(of: index, proposed: placement.proposal.width, limit: width)
      guard columns > 0 else { continue }
      let drawn = measure.lines(of: index, columns: columns)
      let left = ElementLayoutBox.signedColumns(
        placement.position.x - placement.anchor.x * CGFloat(columns * 8))
      let top = ElementLayoutBox.signedLines(
        placement.position.y - placement.anchor.y * CGFloat(drawn.count * 16))
      paint(drawn, on: &canvas, width: width, left: left, top: max(top, 0))
    }
    let height = min(max(Self.ceilingLines(size.height), canvas.count), 1_000)
    for row in 0..<height {
      lines.append(row < canvas.count ? canvas[row].joined() : spaces(width))
    }
  }

  /// Paints `drawn` on `canvas` from column `left` and line `top`, growing the canvas
  /// (to at most 1,000 lines) and cutting what falls outside the width.
  private func paint(
    _ drawn: [String], on canvas: inout [[String]], width: Int, left: Int, top: Int
  ) {
    for (row, line) in drawn.enumerated() where top + row < 1_000 {
      while canvas.count <= top + row { canvas.append(Array(repeating: " ", count: width)) }
      if left >= 0 {
        Self.paint(line, over: &canvas[top + row], at: left)
      } else {
        Self.paint(String(line.dropFirst(-left)), over: &canvas[top + row], at: 0)
      }
    }
  }

  /// Whole columns covering `points`, 0 to 1,000.
  static func ceilingColumns(_ points: CGFloat) -> Int {
    points.isFinite ? Int(min(max((points / 8).rounded(.up), 0), 1_000)) : 0
  }

  /// Whole lines covering `points`, 0 to 1,000.
  static func ceilingLines(_ points: CGFloat) -> Int {
    points.isFinite ? Int(min(max((points / 16).rounded(.up), 0), 1_000)) : 0
  }
}
