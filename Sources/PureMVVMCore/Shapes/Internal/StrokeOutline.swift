import Foundation

/// The area a stroke covers, as polygons whose union is the outline.
///
/// A quadrilateral for each segment, and a polygon for each join and cap the style asks
/// for. Each polygon turns the same way, so filling them with the non-zero rule paints
/// their union.
struct StrokeOutline {
  let style: StrokeStyle
  /// Half the line's width.
  private var half: CGFloat { style.lineWidth / 2 }
  /// The polygons so far.
  private(set) var polygons: [[CGPoint]] = []

  /// The sides of a circle's polygon.
  private static let circleSides = 24
  /// The most dashes drawn; a pattern finer than this draws a solid line.
  private static let maximumDashes = 100_000

  init(style: StrokeStyle) {
    self.style = style
  }

  /// The outline of `path`'s stroke; empty for a width that is not positive and finite.
  static func path(stroking path: Path, style: StrokeStyle) -> Path {
    guard style.lineWidth > 0, style.lineWidth.isFinite else { return Path() }
    var outline = StrokeOutline(style: style)
    for subpath in Polyline.subpaths(of: path) {
      for piece in outline.dashed(subpath) { outline.add(piece) }
    }
    var result = Path()
    for polygon in outline.polygons where polygon.count > 2 {
      result.addLines(polygon)
      result.closeSubpath()
    }
    return result
  }

  /// Adds the segments, joins and caps of one polyline.
  private mutating func add(_ line: Polyline) {
    let points = line.points.enumerated().filter { index, point in
      index == 0 || point != line.points[index - 1]
    }.map(\.element)
    guard points.count > 1 else {
      if let point = points.first { addCap(at: point, pointing: CGPoint(x: 1, y: 0), both: true) }
      return
    }
    let trimmed = Polyline(points: points, isClosed: line.isClosed)
    let segments = trimmed.segments.filter { $0.0 != $0.1 }
    for (a, b) in segments { addQuad(from: a, to: b) }
    for (incoming, outgoing) in zip(segments, segments.dropFirst()) {
      addJoin(at: incoming.1, from: incoming.0, to: outgoing.1)
    }
    if line.isClosed, let last = segments.last, let first = segments.first {
      addJoin(at: first.0, from: last.0, to: first.1)
    } else if let first = segments.first, let last = segments.last {
      addCap(at: first.0, pointing: Self.unit(first.0, minus: first.1))
      addCap(at: last.1, pointing: Self.unit(last.1, minus: last.0))
    }
  }

  /// The unit vector from `b` to `a`.
  private static func unit(_ a: CGPoint, minus b: CGPoint) -> CGPoint {
    let (dx, dy) = (a.x - b.x, a.y - b.y)
    let length = (dx * dx + dy * dy).squareRoot()
    return length > 0 ? CGPoint(x: dx / length, y: dy / length) : .zero
  }

  /// The normal of a direction, scaled to half the width.
  private func normal(of direction: CGPoint) -> CGPoint {
    CGPoint(x: -direction.y * half, y: direction.x * half)
  }

  private mutating func addQuad(from a: CGPoint, to b: CGPoint) {
    let n = normal(of: Self.unit(b, minus: a))
    addPolygon([a + n, b + n, b - n, a - n])
  }

  private mutating func addJoin(at vertex: CGPoint, from previous: CGPoint, to next: CGPoint) {
    let inward = Self.unit(vertex, minus: previous)
    let outward = Self.unit(next, minus: vertex)
    let (n1, n2) = (normal(of: inward), normal(of: outward))
    // The outer side of the turn is away from where the path turns.
    let side: CGFloat = (outward.x * n1.x + outward.y * n1.y) > 0 ? -1 : 1
    let (outer1, outer2) = (vertex + n1 * side, vertex + n2 * side)
    switch style.lineJoin {
    case .round: addDot(at: vertex)
    case .bevel: addPolygon([vertex, outer1, outer2])
    case .miter:
      let cosine = (n1.x * n2.x + n1.y * n2.y) / (half * half)
      let ratio = 1 / ((1 + cosine) / 2).squareRoot()
      guard ratio.isFinite, ratio <= style.miterLimit else {
        addPolygon([vertex, outer1, outer2])
        return
      }
      let tip = vertex + (n1 + n2) * (side / (1 + cosine))
      addPolygon([vertex, outer1, tip, outer2])
    }
  }

  /// Adds the cap at an end, reaching past it in `direction` (and back, for a lone point).
  private mutating func addCap(at end: CGPoint, pointing direction: CGPoint, both: Bool = false) {
    switch style.lineCap {
    case .butt: break
    case .round: addDot(at: end)
    case .square:
      let n = normal(of: direction)
      let ahead = direction * half
      let start = both ? end - ahead : end
      addPolygon([start + n, end + n + ahead, end - n + ahead, start - n])
    }
  }

  private mutating func addDot(at center: CGPoint) {
    addPolygon(
      (0..<Self.circleSides).map { index in
        let angle = 2 * CGFloat.pi * CGFloat(index) / CGFloat(Self.circleSides)
        return CGPoint(x: center.x + half * cos(angle), y: center.y + half * sin(angle))
      })
  }

  /// Adds a polygon, turned to go the same way as the others.
  private mutating func addPolygon(_ points: [CGPoint]) {
    let area = zip(points, points.dropFirst() + points.prefix(1)).reduce(CGFloat(0)) {
      $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y
    }
    guard area != 0, area.isFinite else { return }
    polygons.append(area > 0 ? points : points.reversed())
  }
}

extension StrokeOutline {
  /// The pieces of `line` the dash pattern draws: the whole line when there is no
  /// pattern, or one with a negative or non-finite length, or one too fine to draw.
  func dashed(_ line: Polyline) -> [Polyline] {
    let lengths = style.dash.count % 2 == 1 ? style.dash + style.dash : style.dash
    let period = lengths.reduce(0, +)
    let segments = line.segments
    let total = segments.reduce(CGFloat(0)) { $0 + Self.distance($1.0, $1.1) }
    guard let start = segments.first?.0, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }),
      period > 0,
      total / period * CGFloat(lengths.count) < CGFloat(Self.maximumDashes)
    else { return [line] }
    var walker = DashWalker(lengths: lengths, phase: style.dashPhase, period: period)
    var pieces: [Polyline] = []
    var current: [CGPoint] = walker.isOn ? [start] : []
    for (a, b) in segments {
      let direction = Self.unit(b, minus: a)
      var position = a
      var left = Self.distance(a, b)
      while left > walker.remaining {
        position = position + direction * walker.remaining
        left -= walker.remaining
        if walker.isOn {
          pieces.append(Polyline(points: current + [position], isClosed: false))
        }
        current = [position]
        walker.next()
      }
      walker.remaining -= left
      if walker.isOn { current.append(b) }
    }
    if walker.isOn, !current.isEmpty { pieces.append(Polyline(points: current, isClosed: false)) }
    return pieces
  }

  private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
  }
}

/// Where a dash pattern is: which length, how much of it is left, and whether it paints.
private struct DashWalker {
  let lengths: [CGFloat]
  var index = 0
  var remaining: CGFloat
  /// Whether the current length paints: the even ones do.
  var isOn: Bool { index % 2 == 0 }

  init(lengths: [CGFloat], phase: CGFloat, period: CGFloat) {
    self.lengths = lengths
    remaining = lengths[0]
    var skip = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
    if skip < 0 { skip += period }
    while skip >= remaining, skip > 0 {
      skip -= remaining
      next()
    }
    remaining -= skip
  }

  mutating func next() {
    index = (index + 1) % lengths.count
    remaining = lengths[index]
  }
}

extension CGPoint {
  fileprivate static func + (a: CGPoint, b: CGPoint) -> CGPoint {
    CGPoint(x: a.x + b.x, y: a.y + b.y)
  }

  fileprivate static func - (a: CGPoint, b: CGPoint) -> CGPoint {
    CGPoint(x: a.x - b.x, y: a.y - b.y)
  }

  fileprivate static func * (a: CGPoint, scale: CGFloat) -> CGPoint {
    CGPoint(x: a.x * scale, y: a.y * scale)
  }
}
