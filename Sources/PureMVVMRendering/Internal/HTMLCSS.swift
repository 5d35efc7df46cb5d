import Foundation
import PureMVVMCore

/// Element attributes as inline CSS: fonts, colours, boxes, frames.
enum HTMLCSS {
  /// A `style="…"` attribute for an element, or nothing when it needs none; the tint is
  /// written only where it differs from the one the element inherits (`inheritedTint`).
  static func style(
    for element: Element, _ attributes: ElementAttributes, inheritedTint: Paint? = nil
  ) -> String {
    var css = element.drawing.css(for: element, attributes)
    if element.kind.outline == .path {
      // A path's stroke (and the fill behind it) is drawn by its SVG, not by its box.
      var unbordered = attributes
      if unbordered.border != nil { unbordered.background = nil }
      unbordered.border = nil
      css += box(unbordered)
    } else {
      css += box(attributes)
    }
    if let tint = attributes.tint, tint != inheritedTint { css += ";--tint:\(paint(tint))" }
    if let alignment = attributes.alignment { css += element.drawing.css(placing: alignment) }
    if let spacing = attributes.spacing { css += ";gap:\(px(spacing))" }
    if let cell = attributes.gridCell { css += gridCell(cell) }
    guard !css.isEmpty else { return "" }
    return " style=\"\(css.hasPrefix(";") ? String(css.dropFirst()) : css)\""
  }

  /// Font, weight, slant, lines and colour.
  static func textStyle(_ attributes: ElementAttributes) -> String {
    var css: [String] = []
    let typeSize = attributes.dynamicTypeSize ?? .large
    if let font = attributes.font {
      css.append("font-size:\(px(font.size * font.scale(at: typeSize)))")
      if let weight = font.weight { css.append("font-weight:\(weight.value)") }
      if font.isItalic { css.append("font-style:italic") }
      if font.design == .monospaced { css.append("font-family:monospace") }
      if font.design == .serif { css.append("font-family:serif") }
      if font.design == .rounded { css.append("font-family:ui-rounded,system-ui") }
    } else if typeSize != .large {
      // Body text, relative to the size the element inherits: a list header's grows too.
      css.append("font-size:\(px(Font.TextStyle.body.scale(at: typeSize)).dropLast(2))em")
    }
    if attributes.isMonospaced { css.append("font-family:monospace") }
    if let weight = attributes.fontWeight { css.append("font-weight:\(weight.value)") }
    if attributes.isItalic { css.append("font-style:italic") }
    let lines = [
      attributes.isUnderlined ? "underline" : nil,
      attributes.isStrikethrough ? "line-through" : nil,
    ].compactMap { $0 }
    if !lines.isEmpty { css.append("text-decoration:\(lines.joined(separator: " "))") }
    if let foreground = attributes.foreground { css.append("color:\(paint(foreground))") }
    if let alignment = attributes.textAlignment {
      css.append(
        "text-align:\(alignment == .leading ? "left" : alignment == .center ? "center" : "right")")
    }
    if let limit = attributes.lineLimit {
      css.append("display:-webkit-box;-webkit-box-orient:vertical;overflow:hidden")
      css.append("-webkit-line-clamp:\(limit)")
    }
    if attributes.redaction.contains(.placeholder) {
      css.append("color:transparent;background:#d1d1d6;border-radius:4px")
    }
    return css.isEmpty ? "" : ";" + css.joined(separator: ";")
  }

  /// Padding, frame, background, border, corners, opacity, effects and shadow.
  static func box(_ attributes: ElementAttributes) -> String {
    var css: [String] = []
    if let padding = attributes.padding {
      css.append(
        "padding:\(px(padding.top)) \(px(padding.trailing)) \(px(padding.bottom)) \(px(padding.leading))"
      )
    }
    if let frame = attributes.frame {
      if let width = frame.width { css.append("width:\(px(width));flex:none") }
      if let height = frame.height { css.append("height:\(px(height))") }
      if let width = frame.minWidth, width.isFinite { css.append("min-width:\(px(width))") }
      if let height = frame.minHeight, height.isFinite { css.append("min-height:\(px(height))") }
      if frame.maxWidth == .infinity {
        css.append("align-self:stretch;justify-self:stretch;flex:1;box-sizing:border-box")
        let side = flexPosition(frame.alignment.horizontal)
        css.append(
          "text-align:\(side == "flex-start" ? "left" : side == "flex-end" ? "right" : "center")")
      }
      if let width = frame.maxWidth, width.isFinite { css.append("max-width:\(px(width))") }
      if let height = frame.maxHeight, height.isFinite { css.append("max-height:\(px(height))") }
    }
    if let background = attributes.background { css.append("background:\(paint(background))") }
    if let overlay = attributes.overlay {
      css.append("box-shadow:inset 0 0 0 999px \(paint(overlay))")
    }
    if let border = attributes.border {
      css.append("border:\(px(border.width)) solid \(paint(border.paint))")
    }
    switch attributes.clipShape {
    case .circle, .ellipse: css.append("border-radius:50%;overflow:hidden")
    case .capsule: css.append("border-radius:9999px;overflow:hidden")
    default:
      if let radius = attributes.cornerRadius {
        css.append("border-radius:\(px(radius));overflow:hidden")
      }
    }
    if let opacity = attributes.opacity { css.append("opacity:\(number(Self.opacity(opacity)))") }
    if attributes.isHidden { css.append("visibility:hidden") }
    css += HTMLEffects.css(attributes.effects, shadow: attributes.shadow)
    css += placement(attributes)
    return css.isEmpty ? "" : ";" + css.joined(separator: ";")
  }

  /// `.position`, `.zIndex` and `.aspectRatio`: a positioned view's centre at its point
  /// of the nearest stack or device frame, a stacking order, a ratio.
  static func placement(_ attributes: ElementAttributes) -> [String] {
    var css: [String] = []
    if let point = attributes.position {
      css.append(
        "position:absolute;left:\(px(point.x));top:\(px(point.y));transform:translate(-50%,-50%)")
    }
    if let zIndex = attributes.zIndex, zIndex.isFinite {
      if attributes.position == nil { css.append("position:relative") }
      css.append("z-index:\(Int(min(max(zIndex, -10_000), 10_000).rounded()))")
    }
    if let ratio = attributes.aspectRatio { css.append("aspect-ratio:\(number(ratio))") }
    if let edges = attributes.ignoredSafeAreaEdges {
      // The device frame's safe area is its padding: 28px at the top, 24 at the bottom,
      // 16 at the sides.
      if edges.contains(.top) { css.append("margin-top:-28px") }
      if edges.contains(.bottom) { css.append("margin-bottom:-24px") }
      if edges.contains(.leading) { css.append("margin-left:-16px") }
      if edges.contains(.trailing) { css.append("margin-right:-16px") }
    }
    return css
  }

  /// An opacity as drawn: 0 to 1; NaN draws opaque.
  static func opacity(_ opacity: Double) -> Double {
    opacity.isNaN ? 1 : min(max(opacity, 0), 1)
  }

  /// A number for CSS: finite, bounded to ±100,000, at most four decimals.
  static func number(_ value: Double) -> String {
    let bounded = value.isNaN ? 0 : min(max(value, -100_000), 100_000)
    let rounded = (bounded * 10_000).rounded() / 10_000
    return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
  }

  /// Where flex items go for `alignment`: `flex-start`, `center` or `flex-end`.
  static func flexPosition(_ alignment: HorizontalAlignment) -> String {
    switch alignment.defaultFraction {
    case ..<0.25: "flex-start"
    case 0.75...: "flex-end"
    default: "center"
    }
  }

  /// Where flex items go for `alignment`: `flex-start`, `center` or `flex-end`.
  static func flexPosition(_ alignment: VerticalAlignment) -> String {
    switch gridPosition(alignment) {
    case "start": "flex-start"
    case "end": "flex-end"
    default: "center"
    }
  }

  /// Where grid items go for `alignment`: `start`, `center` or `end`.
  static func gridPosition(_ alignment: HorizontalAlignment) -> String {
    switch flexPosition(alignment) {
    case "flex-start": "start"
    case "flex-end": "end"
    default: "center"
    }
  }

  /// Where grid items go for a fraction of their cell: `start`, `center` or `end`.
  static func gridPosition(fraction: CGFloat) -> String {
    fraction < 0.25 ? "start" : fraction > 0.75 ? "end" : "center"
  }

  /// How a grid cell spans columns and sits in its cell.
  static func gridCell(_ cell: GridCellLayout) -> String {
    var css = cell.columns > 1 ? ";grid-column:span \(cell.columns)" : ""
    if let anchor = cell.anchor {
      css += ";justify-self:\(gridPosition(fraction: anchor.x))"
      css += ";align-self:\(gridPosition(fraction: anchor.y))"
    } else if let alignment = cell.columnAlignment {
      css += ";justify-self:\(gridPosition(alignment))"
    }
    return css
  }

  /// Where grid items go for `alignment`: `start`, `center` or `end`.
  static func gridPosition(_ alignment: VerticalAlignment) -> String {
    switch alignment {
    case .top, .firstTextBaseline: "start"
    case .bottom, .lastTextBaseline: "end"
    case .center: "center"
    default:
      alignment.defaultFraction < 0.25
        ? "start" : alignment.defaultFraction > 0.75 ? "end" : "center"
    }
  }

  /// A resizable symbol drawn to fill its frame: the glyph as large as the frame's
  /// smaller side.
  static func resizedSymbol(_ frame: Frame?) -> String {
    guard let side = [frame?.width, frame?.height].compactMap({ $0 }).min() else { return "" }
    return ";font-size:\(px(side * 0.85));line-height:1;display:inline-flex;"
      + "align-items:center;justify-content:center"
  }

  /// A length in CSS pixels: whole numbers without decimals, at most two decimals
  /// otherwise, and absurd values (NaN, infinities, 1e300) bounded to ±100,000.
  static func px(_ points: Double) -> String {
    let bounded = points.isNaN ? 0 : min(max(points, -100_000), 100_000)
    let hundredths = (bounded * 100).rounded()
    if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return "\(Int(hundredths / 100))px" }
    return "\(hundredths / 100)px"
  }

  /// A paint as a CSS colour or image.
  static func paint(_ paint: Paint) -> String {
    switch paint {
    case .hierarchical(let level):
      return [
        "#000", "rgba(60,60,67,0.6)", "rgba(60,60,67,0.3)", "rgba(60,60,67,0.18)",
        "rgba(60,60,67,0.1)",
      ][
        min(max(level, 0), 4)]
    case .color(let color): return css(color)
    case .tint: return "var(--tint,#007aff)"
    case .foreground: return "currentColor"
    case .background: return "#fff"
    case .gradient(let colors): return gradient("linear-gradient", colors)
    case .radialGradient(let colors): return gradient("radial-gradient", colors)
    case .angularGradient(let colors): return gradient("conic-gradient", colors)
    case .image: return "repeating-linear-gradient(45deg,#e5e5ea 0 4px,#f2f2f7 4px 8px)"
    case .material: return "rgba(242,242,247,0.8)"
    }
  }

  /// A CSS gradient through `colors`: the colour itself for one (CSS needs two stops) and
  /// transparent for none.
  private static func gradient(_ function: String, _ colors: [Color]) -> String {
    switch colors.count {
    case 0: "transparent"
    case 1: css(colors[0])
    default: "\(function)(\(colors.map(css).joined(separator: ",")))"
    }
  }

  /// `value` kept between 0 and 1; NaN is 0.
  private static func unit(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }

  /// A colour as CSS; system colours as iOS draws them in light mode.
  static func css(_ color: Color) -> String {
    let base: String
    switch color.value {
    case .system(let name): base = SystemColorTable.css[name] ?? SystemColorTable.fallback
    case .asset: base = SystemColorTable.fallback
    case .rgb(let red, let green, let blue, let opacity):
      let channels = [red, green, blue].map { Int((Self.unit($0) * 255).rounded()) }
      let alpha = Self.unit(opacity) * Self.unit(color.opacity)
      return "rgba(\(channels[0]),\(channels[1]),\(channels[2]),\(alpha))"
    }
    guard color.opacity < 1 else { return base }
    return "color-mix(in srgb, \(base) \(Int(color.opacity * 100))%, transparent)"
  }
}
