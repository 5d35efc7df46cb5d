import Foundation
import PureMVVMCore

/// A shape: it fills the width it is offered; a `<div>` of its outline in HTML, filled in
/// its foreground unless stroked; not read.
///
/// A shape drawn from its path (a `Path`, a shape of your own, a trimmed one, a `Canvas`)
/// is an SVG in HTML, laid out in its frame (100 × 100 points without one), and in text
/// the box its path's bounds take in that frame, when the frame is at least two lines
/// tall; otherwise it draws nothing in text, as other shapes.
enum ShapeDrawing: FillDrawing {
  /// A stroked shape is only its outline (the border its box paints); a filled one is
  /// painted in its foreground, black unless set.
  static func css(for element: Element, _ attributes: ElementAttributes) -> String {
    guard attributes.border == nil, element.kind.outline != .path else { return "" }
    return ";background:\(attributes.foreground.map(HTMLCSS.paint) ?? "#000")"
  }

  /// A path takes its frame's width, so its box is drawn that wide.
  static func contentWidth(of element: Element, in layout: TextLayout) -> Int {
    guard element.kind.outline == .path, let width = element.layoutBox?.fixedWidth else {
      return element.layoutBox?.minLength ?? 0
    }
    return width
  }

  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    guard element.kind.outline == .path, let height, height >= 2, width >= 2 else { return }
    lines.append("┌" + String(repeating: "─", count: width - 2) + "┐")
    for _ in 0..<(height - 2) { lines.append("│" + layout.spaces(width - 2) + "│") }
    lines.append("└" + String(repeating: "─", count: width - 2) + "┘")
  }

  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    let outline = element.kind.outline?.rawValue ?? ""
    guard element.kind.outline == .path, let paths = element.handlers?.paths else {
      writer.html += "<div class=\"shape shape-\(outline)\"\(style)></div>"
      return
    }
    let frame = Self.frame(of: attributes)
    let size = "\(HTMLCSS.number(frame.width)) \(HTMLCSS.number(frame.height))"
    writer.html +=
      "<svg class=\"shape shape-path\" viewBox=\"0 0 \(size)\" preserveAspectRatio=\"none\"\(style)>"
    for drawing in paths(frame) { writer.html += svg(drawing, attributes) }
    writer.html += "</svg>"
  }

  /// The frame a path is laid out in: its fixed size, else 100 × 100 points.
  static func frame(of attributes: ElementAttributes) -> CGRect {
    let side = { (value: CGFloat?) -> CGFloat in
      guard let value, value.isFinite, value > 0 else { return 100 }
      return min(value, 100_000)
    }
    let frame = attributes.frame
    return CGRect(
      x: 0, y: 0, width: side(frame?.width ?? frame?.minWidth),
      height: side(frame?.height ?? frame?.minHeight))
  }

  /// One path as an SVG `<path>`, its first elements only when it is very long.
  private static func svg(_ drawing: PathDrawing, _ attributes: ElementAttributes) -> String {
    let stroke = drawing.stroke ?? attributes.border
    // A path both filled and outlined keeps its fill in the background (`ShapePainting`).
    let fill =
      drawing.fill
      ?? (stroke == nil ? attributes.foreground ?? .color(.black) : attributes.background)
    var tag = "<path d=\"\(data(of: drawing.path))\""
    tag += " fill=\"\(fill.map(svgPaint) ?? "none")\""
    if let stroke {
      tag += " stroke=\"\(svgPaint(stroke.paint))\""
      tag += " stroke-width=\"\(HTMLCSS.number(stroke.width))\""
      if !stroke.dash.isEmpty {
        tag +=
          " stroke-dasharray=\"\(stroke.dash.map { HTMLCSS.number($0) }.joined(separator: " "))\""
      }
    }
    if let trim = drawing.trim {
      tag +=
        " pathLength=\"1\" stroke-dasharray=\"\(HTMLCSS.number(max(trim.to - trim.from, 0))) 1\""
      tag += " stroke-dashoffset=\"\(HTMLCSS.number(-trim.from))\""
    }
    return tag + "/>"
  }

  /// A paint as an SVG colour: a gradient or image draws in its first colour, the tint
  /// in iOS blue (SVG attributes take no CSS variables).
  private static func svgPaint(_ paint: Paint) -> String {
    switch paint {
    case .gradient(let colors), .radialGradient(let colors), .angularGradient(let colors):
      colors.first.map(HTMLCSS.css) ?? "none"
    case .tint: "#007aff"
    case .image: "#8e8e93"
    default: HTMLCSS.paint(paint)
    }
  }

  private static func data(of path: Path) -> String {
    var parts: [String] = []
    parts.reserveCapacity(min(path.count, Path.maximumDrawnElements))
    path.forEach { element in
      if parts.count < Path.maximumDrawnElements { parts.append(element.svgData) }
    }
    return parts.joined(separator: " ")
  }
}
