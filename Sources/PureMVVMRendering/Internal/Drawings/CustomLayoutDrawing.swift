import Foundation
import PureMVVMCore

/// A custom layout (`Layout`): its subviews where the layout places them, on the nearest
/// column and line in text, at their points in HTML.
enum CustomLayoutDrawing: ElementDrawing {
  static func contentWidth(of element: Element, in layout: TextLayout) -> Int {
    layout.customLayoutWidth(of: element)
  }

  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    layout.appendCustomLayout(element, width: width, to: &lines)
  }

  static func expandsHorizontally(_ element: Element) -> Bool { false }

  static var isStack: Bool { true }

  /// A box of the layout's size holding each subview at its place, measured as the text
  /// renderer measures them (8 points a character, 16 a line) in a monospaced font that
  /// matches, for the width of the device frame's content.
  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    let layout = TextLayout()
    let width = 42
    guard let handler = element.handlers?.layout else { return }
    let measure = TextLayout.GridMeasure(layout: layout, elements: element.childElements)
    let pass = LayoutPass(elements: element.childElements) { index, proposal in
      measure.size(of: index, for: proposal, limit: width)
    }
    let size = handler.run(ProposedViewSize(width: CGFloat(width * 8), height: nil), pass)
    let box = "width:\(HTMLCSS.px(size.width));height:\(HTMLCSS.px(size.height))"
    writer.html += "<div class=\"custom-layout\"\(HTMLWriter.adding(box, to: style))>\n"
    for (index, child) in element.childElements.enumerated() where !pass.hidden.contains(index) {
      let placement = pass.placements[index]
      let proposal = placement?.proposal ?? .unspecified
      let childSize = measure.size(of: index, for: proposal, limit: width)
      let anchor = placement?.anchor ?? .center
      let position =
        placement?.position ?? CGPoint(x: size.width / 2, y: size.height / 2)
      let left = position.x - anchor.x * childSize.width
      let top = position.y - anchor.y * childSize.height
      writer.html +=
        "<div class=\"placed\" style=\"left:\(HTMLCSS.px(left));top:\(HTMLCSS.px(top));"
        + "width:\(HTMLCSS.px(childSize.width))\">"
      writer.append(child)
      writer.html += "</div>\n"
    }
    writer.html += "</div>"
  }
}
