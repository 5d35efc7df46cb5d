import PureMVVMCore

/// Visual effects as CSS: transforms, filters, blending and clipping.
///
/// Numbers are bounded (see `HTMLCSS.number(_:)`), so no effect writes NaN or an
/// infinity; angles are taken modulo 360 degrees.
enum HTMLEffects {
  /// The CSS of `effects` and of a shadow, or nothing.
  ///
  /// The shadow is a `drop-shadow` filter, after the effects' filters: it follows what is
  /// drawn (a glyph, a shape's outline), as SwiftUI's does, not the element's box.
  static func css(_ effects: [ElementEffect], shadow: Shadow? = nil) -> [String] {
    guard !effects.isEmpty || shadow != nil else { return [] }
    var transforms: [String] = []
    var filters: [String] = []
    var css: [String] = []
    var origin: UnitPoint?
    for effect in effects {
      if let transform = transform(effect) {
        transforms.append(transform)
        origin = origin ?? anchor(of: effect)
      } else if let filter = filter(effect) {
        filters.append(filter)
      } else if let other = other(effect) {
        css.append(other)
      }
    }
    // Modifiers apply innermost first; CSS applies the rightmost transform first.
    if !transforms.isEmpty {
      css.append("transform:" + transforms.reversed().joined(separator: " "))
    }
    if let origin, origin != .center {
      css.append("transform-origin:\(percent(origin.x)) \(percent(origin.y))")
    }
    if let shadow {
      filters.append(
        "drop-shadow(\(HTMLCSS.px(shadow.x)) \(HTMLCSS.px(shadow.y)) "
          + "\(HTMLCSS.px(max(shadow.radius, 0))) \(HTMLCSS.css(shadow.color)))")
    }
    if !filters.isEmpty { css.append("filter:" + filters.joined(separator: " ")) }
    return css
  }

  private static func transform(_ effect: ElementEffect) -> String? {
    switch effect {
    case .scale(let x, let y, _): "scale(\(n(x)),\(n(y)))"
    case .rotation(let angle, _): "rotate(\(degrees(angle)))"
    case .rotation3D(let angle, let axis, _, _):
      "perspective(400px) rotate3d(\(n(axis.x)),\(n(axis.y)),\(n(axis.z)),\(degrees(angle)))"
    case .offset(let x, let y): "translate(\(HTMLCSS.px(x)),\(HTMLCSS.px(y)))"
    case .transform(let a, let b, let c, let d, let tx, let ty):
      "matrix(\(n(a)),\(n(b)),\(n(c)),\(n(d)),\(n(tx)),\(n(ty)))"
    default: nil
    }
  }

  private static func anchor(of effect: ElementEffect) -> UnitPoint? {
    switch effect {
    case .scale(_, _, let anchor), .rotation(_, let anchor), .rotation3D(_, _, let anchor, _):
      anchor
    default: nil
    }
  }

  private static func filter(_ effect: ElementEffect) -> String? {
    switch effect {
    case .blur(let radius, _): "blur(\(HTMLCSS.px(max(radius, 0))))"
    case .brightness(let amount): "brightness(\(n(1 + amount)))"
    case .contrast(let amount): "contrast(\(n(amount)))"
    case .saturation(let amount): "saturate(\(n(amount)))"
    case .grayscale(let amount): "grayscale(\(n(min(max(amount, 0), 1))))"
    case .hueRotation(let angle): "hue-rotate(\(degrees(angle)))"
    case .colorInvert: "invert(1)"
    default: nil
    }
  }

  private static func other(_ effect: ElementEffect) -> String? {
    switch effect {
    case .blendMode(let mode): "mix-blend-mode:\(cssBlendMode(mode))"
    case .compositingGroup: "isolation:isolate"
    case .mask(.circle?), .mask(.ellipse?): "clip-path:ellipse(50% 50%)"
    case .mask(.capsule?): "clip-path:inset(0 round 9999px)"
    default: nil
    }
  }

  private static func cssBlendMode(_ mode: BlendMode) -> String {
    switch mode {
    case .multiply, .screen, .overlay, .darken, .lighten, .difference, .exclusion, .hue,
      .saturation, .color, .luminosity:
      mode.rawValue
    case .colorDodge: "color-dodge"
    case .colorBurn: "color-burn"
    case .softLight: "soft-light"
    case .hardLight: "hard-light"
    case .plusLighter: "plus-lighter"
    default: "normal"
    }
  }

  private static func n(_ value: Double) -> String { HTMLCSS.number(value) }

  private static func degrees(_ angle: Angle) -> String {
    let degrees = angle.degrees.isFinite ? angle.degrees.truncatingRemainder(dividingBy: 360) : 0
    return "\(n(degrees))deg"
  }

  private static func percent(_ unit: Double) -> String {
    "\(n(unit * 100))%"
  }
}
