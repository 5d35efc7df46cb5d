import Foundation

/// An outline of lines and curves, like SwiftUI's `Path`: a shape and a view.
///
/// Renderers draw it in HTML as SVG and in text as its bounding box. A path drawn in HTML
/// keeps its first ``maximumDrawnElements`` elements, so no path is too long to draw.
public struct Path: Equatable, Sendable, CustomStringConvertible {
  /// One piece of a path.
  public enum Element: Equatable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A quadratic curve to a point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic curve to a point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A line back to the start of the subpath.
    case closeSubpath
  }

  /// The pieces, in order.
  private(set) var elements: [Element] = []

  /// How many elements of a path the HTML renderer draws at most.
  public static let maximumDrawnElements = 10_000

  /// An empty path.
  public init() {}

  /// A rectangle.
  ///
  /// - Parameter rect: The rectangle.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// A rounded rectangle.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerRadius: The corners' radius.
  ///   - style: The corners' style.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rectangle with its own radius at each corner.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerRadii: The radii.
  ///   - style: The corners' style.
  public init(
    roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii,
    style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
  }

  /// A rounded rectangle.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerSize: The corners' size.
  ///   - style: The corners' style.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
  {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// An ellipse inside a rectangle.
  ///
  /// - Parameter rect: The rectangle.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// A path drawn by a closure.
  ///
  /// - Parameter callback: Draws into the path.
  public init(_ callback: (inout Path) -> Void) {
    callback(&self)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// How many elements the path has.
  package var count: Int { elements.count }

  /// The point the next element starts from, if any.
  public var currentPoint: CGPoint? {
    var start: CGPoint?
    var current: CGPoint?
    for element in elements {
      switch element {
      case .move(let point):
        start = point
        current = point
      case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
      case .closeSubpath: current = start
      }
    }
    return current
  }

  /// The smallest rectangle holding every point of the path, control points included.
  public var boundingRect: CGRect {
    var points: [CGPoint] = []
    points.reserveCapacity(elements.count)
    for element in elements {
      switch element {
      case .move(let point), .line(let point): points.append(point)
      case .quadCurve(let point, let control): points += [point, control]
      case .curve(let point, let first, let second): points += [point, first, second]
      case .closeSubpath: break
      }
    }
    let finite = points.filter { $0.x.isFinite && $0.y.isFinite }
    guard let first = finite.first else { return .zero }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in finite {
      (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
      (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Calls `body` with each element, in order.
  ///
  /// - Parameter body: What to do with an element.
  public func forEach(_ body: (Element) -> Void) {
    elements.forEach(body)
  }

  /// The path as SVG path data: `M 0 0 L 10 0 Z`.
  public var description: String {
    elements.map(\.svgData).joined(separator: " ")
  }

  /// Starts a new subpath.
  ///
  /// - Parameter end: Where.
  public mutating func move(to end: CGPoint) {
    elements.append(.move(to: end))
  }

  /// Adds a straight line.
  ///
  /// - Parameter end: Where it ends.
  public mutating func addLine(to end: CGPoint) {
    if elements.isEmpty { elements.append(.move(to: end)) }
    elements.append(.line(to: end))
  }

  /// Adds straight lines through points, starting a subpath at the first.
  ///
  /// - Parameter lines: The points.
  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    move(to: first)
    elements += lines.dropFirst().map { .line(to: $0) }
  }

  /// Adds a quadratic curve.
  ///
  /// - Parameters:
  ///   - end: Where it ends.
  ///   - control: Its control point.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    if elements.isEmpty { elements.append(.move(to: control)) }
    elements.append(.quadCurve(to: end, control: control))
  }

  /// Adds a cubic curve.
  ///
  /// - Parameters:
  ///   - end: Where it ends.
  ///   - control1: Its first control point.
  ///   - control2: Its second control point.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    if elements.isEmpty { elements.append(.move(to: control1)) }
    elements.append(.curve(to: end, control1: control1, control2: control2))
  }

  /// Closes the subpath with a line to its start.
  public mutating func closeSubpath() {
    elements.append(.closeSubpath)
  }

  /// Adds a rectangle as a closed subpath.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - transform: Applied to its points.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ].map { $0.applying(transform) }
    addLines(corners)
    closeSubpath()
  }

  /// Adds rectangles.
  ///
  /// - Parameters:
  ///   - rects: The rectangles.
  ///   - transform: Applied to their points.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds a rounded rectangle.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerSize: The corners' size, at most half the rectangle's.
  ///   - style: The corners' style.
  ///   - transform: Applied to its points.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    let radii = RectangleCornerRadii(
      topLeading: cornerSize.width, bottomLeading: cornerSize.width,
      bottomTrailing: cornerSize.width, topTrailing: cornerSize.width)
    addRoundedRect(in: rect, cornerRadii: radii, transform: transform)
  }

  /// Adds a rectangle with its own radius at each corner.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerRadii: The radii.
  ///   - style: The corners' style.
  ///   - transform: Applied to its points.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    let limit = min(rect.width, rect.height) / 2
    // An infinite radius rounds as far as the rectangle allows, as `.infinity` does in SwiftUI.
    let radius = { (value: CGFloat) in value.isNaN ? 0 : min(max(value, 0), limit) }
    let (tl, bl) = (radius(cornerRadii.topLeading), radius(cornerRadii.bottomLeading))
    let (br, tr) = (radius(cornerRadii.bottomTrailing), radius(cornerRadii.topTrailing))
    let k: CGFloat = 0.5523
    var path = Path()
    path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
    path.addCurve(
      to: CGPoint(x: rect.maxX, y: rect.minY + tr),
      control1: CGPoint(x: rect.maxX - tr + tr * k, y: rect.minY),
      control2: CGPoint(x: rect.maxX, y: rect.minY + tr - tr * k))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
    path.addCurve(
      to: CGPoint(x: rect.maxX - br, y: rect.maxY),
      control1: CGPoint(x: rect.maxX, y: rect.maxY - br + br * k),
      control2: CGPoint(x: rect.maxX - br + br * k, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
    path.addCurve(
      to: CGPoint(x: rect.minX, y: rect.maxY - bl),
      control1: CGPoint(x: rect.minX + bl - bl * k, y: rect.maxY),
      control2: CGPoint(x: rect.minX, y: rect.maxY - bl + bl * k))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
    path.addCurve(
      to: CGPoint(x: rect.minX + tl, y: rect.minY),
      control1: CGPoint(x: rect.minX, y: rect.minY + tl - tl * k),
      control2: CGPoint(x: rect.minX + tl - tl * k, y: rect.minY))
    path.closeSubpath()
    addPath(path, transform: transform)
  }

  /// Adds an ellipse inside a rectangle: four curves clockwise on screen from its
  /// trailing point, as SwiftUI draws it (so a trimmed circle starts at 3 o'clock).
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - transform: Applied to its points.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let (rx, ry) = (rect.width / 2, rect.height / 2)
    let (cx, cy) = (rect.midX, rect.midY)
    let (kx, ky) = (rx * 0.5523, ry * 0.5523)
    var path = Path()
    path.move(to: CGPoint(x: cx + rx, y: cy))
    path.addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky),
      control2: CGPoint(x: cx + kx, y: cy + ry))
    path.addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + ky))
    path.addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky),
      control2: CGPoint(x: cx - kx, y: cy - ry))
    path.addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - ky))
    path.closeSubpath()
    addPath(path, transform: transform)
  }

  /// Adds an arc of a circle, in degrees measured clockwise on screen from the x axis.
  ///
  /// - Parameters:
  ///   - center: The circle's centre.
  ///   - radius: Its radius.
  ///   - startAngle: Where the arc starts.
  ///   - endAngle: Where it ends.
  ///   - clockwise: Whether it goes clockwise (in SwiftUI's flipped coordinates).
  ///   - transform: Applied to its points.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    guard radius.isFinite, startAngle.radians.isFinite, endAngle.radians.isFinite else { return }
    var sweep = endAngle.radians - startAngle.radians
    if clockwise, sweep > 0 { sweep -= 2 * .pi * (sweep / (2 * .pi)).rounded(.up) }
    if !clockwise, sweep < 0 { sweep += 2 * .pi * (-sweep / (2 * .pi)).rounded(.up) }
    sweep = min(max(sweep, -2 * .pi), 2 * .pi)
    let segments = max(Int((abs(sweep) / (.pi / 16)).rounded(.up)), 1)
    let point = { (angle: Double) in
      CGPoint(
        x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle))
      ).applying(transform)
    }
    let start = point(startAngle.radians)
    if elements.isEmpty { move(to: start) } else { addLine(to: start) }
    for index in 1...segments {
      elements.append(
        .line(to: point(startAngle.radians + sweep * Double(index) / Double(segments))))
    }
  }

  /// Adds an arc of a circle from a start angle through `delta`, like SwiftUI's: positive
  /// deltas turn the way angles grow (clockwise on screen).
  ///
  /// - Parameters:
  ///   - center: The circle's centre.
  ///   - radius: Its radius.
  ///   - startAngle: Where the arc starts.
  ///   - delta: How far it turns.
  ///   - transform: Applied to its points.
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
    transform: CGAffineTransform = .identity
  ) {
    addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
      clockwise: delta.radians < 0, transform: transform)
  }

  /// Adds an arc of a circle tangent to two lines, as CoreGraphics draws it: a line from
  /// the current point to where the circle touches the line towards `tangent1End`, then
  /// the arc to where it touches the line from there to `tangent2End`.
  ///
  /// With no current point it starts at `tangent1End`; when the lines do not make a
  /// corner, or the radius is not positive, it draws a line to `tangent1End`.
  ///
  /// - Parameters:
  ///   - tangent1End: Where the first tangent line ends: the corner.
  ///   - tangent2End: Where the second ends.
  ///   - radius: The circle's radius.
  ///   - transform: Applied to its points.
  public mutating func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard let current = currentPoint else {
      move(to: tangent1End.applying(transform))
      return
    }
    let corner = tangent1End.applying(transform)
    guard
      let arc = TangentArc(
        from: current, corner: corner, to: tangent2End.applying(transform), radius: radius)
    else {
      addLine(to: corner)
      return
    }
    // The arc's own first line reaches where it starts.
    addArc(
      center: arc.center, radius: radius, startAngle: arc.startAngle, endAngle: arc.endAngle,
      clockwise: arc.isClockwise)
  }

  /// Adds another path.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - transform: Applied to its points.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    guard !transform.isIdentity else {
      elements += path.elements
      return
    }
    elements += path.applying(transform).elements
  }

  /// The path with `transform` applied to every point.
  ///
  /// - Parameter transform: The transform.
  /// - Returns: The moved path.
  public func applying(_ transform: CGAffineTransform) -> Path {
    var moved = Path()
    moved.elements = elements.map { $0.applying(transform) }
    return moved
  }

  /// The path moved.
  ///
  /// - Parameters:
  ///   - dx: Across.
  ///   - dy: Down.
  /// - Returns: The moved path.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }

  /// The part of the path between two fractions of its elements (each element counts
  /// the same, whatever its length).
  ///
  /// - Parameters:
  ///   - from: The start, 0 to 1.
  ///   - to: The end, 0 to 1.
  /// - Returns: The trimmed path.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let count = CGFloat(elements.count)
    let lower = Int((from.isFinite ? min(max(from, 0), 1) : 0) * count)
    let upper = Int((to.isFinite ? min(max(to, 0), 1) : 1) * count)
    guard lower < upper else { return Path() }
    var trimmed = Path()
    if lower > 0, let start = Path(elements: Array(elements[..<lower])).currentPoint {
      trimmed.move(to: start)
    }
    trimmed.elements += elements[lower..<upper]
    return trimmed
  }

  private init(elements: [Element]) {
    self.elements = elements
  }
}

extension Path.Element {
  /// The element moved by `transform`.
  func applying(_ transform: CGAffineTransform) -> Path.Element {
    switch self {
    case .move(let point): .move(to: point.applying(transform))
    case .line(let point): .line(to: point.applying(transform))
    case .quadCurve(let point, let control):
      .quadCurve(to: point.applying(transform), control: control.applying(transform))
    case .curve(let point, let first, let second):
      .curve(
        to: point.applying(transform), control1: first.applying(transform),
        control2: second.applying(transform))
    case .closeSubpath: .closeSubpath
    }
  }

  /// The element as SVG path data.
  package var svgData: String {
    switch self {
    case .move(let point): "M \(point.svg)"
    case .line(let point): "L \(point.svg)"
    case .quadCurve(let point, let control): "Q \(control.svg) \(point.svg)"
    case .curve(let point, let first, let second): "C \(first.svg) \(second.svg) \(point.svg)"
    case .closeSubpath: "Z"
    }
  }
}

extension CGPoint {
  /// The point as SVG coordinates: finite, bounded to ±100,000, at most two decimals.
  var svg: String {
    "\(Self.coordinate(x)) \(Self.coordinate(y))"
  }

  private static func coordinate(_ value: CGFloat) -> String {
    let bounded = value.isNaN ? 0 : min(max(Double(value), -100_000), 100_000)
    let rounded = (bounded * 100).rounded() / 100
    return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
  }
}

extension Path: Shape {
  /// The path itself, wherever it is laid out, as in SwiftUI.
  ///
  /// - Parameter rect: Ignored.
  /// - Returns: The path.
  public func path(in rect: CGRect) -> Path {
    self
  }
}
