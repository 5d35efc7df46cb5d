import Foundation

/// A subpath flattened into straight segments: what hit-testing and stroke outlines read.
struct Polyline {
  /// The points, in order.
  var points: [CGPoint]
  /// Whether the subpath was closed with `closeSubpath()`.
  var isClosed: Bool

  /// The number of straight segments a curve becomes.
  static let curveSegments = 16

  /// The subpaths of `path`, curves flattened; only finite points are kept.
  static func subpaths(of path: Path) -> [Polyline] {
    var result: [Polyline] = []
    var current = Polyline(points: [], isClosed: false)
    // After a close, a line or curve starts a new subpath where the closed one began.
    var restart: CGPoint?
    func finish() {
      if !current.points.isEmpty { result.append(current) }
      current = Polyline(points: [], isClosed: false)
    }
    func resume() {
      if current.points.isEmpty, let start = restart { current.points.append(start) }
    }
    path.forEach { element in
      switch element {
      case .move(let point):
        finish()
        restart = nil
        current.points.append(point)
      case .line(let point):
        resume()
        current.points.append(point)
      case .quadCurve(let point, let control):
        resume()
        current.points += quadratic(from: current.points.last ?? point, control, point)
      case .curve(let point, let first, let second):
        resume()
        current.points += cubic(from: current.points.last ?? point, first, second, point)
      case .closeSubpath:
        current.isClosed = true
        restart = current.points.first ?? restart
        finish()
      }
    }
    finish()
    // A subpath that is only a move draws nothing, as in CoreGraphics.
    return result.compactMap { line in
      let finite = line.points.filter { $0.x.isFinite && $0.y.isFinite }
      return finite.count < 2 ? nil : Polyline(points: finite, isClosed: line.isClosed)
    }
  }

  /// The points along a quadratic curve after `start`, ending at `end`.
  private static func quadratic(from start: CGPoint, _ control: CGPoint, _ end: CGPoint)
    -> [CGPoint]
  {
    (1...curveSegments).map { index in
      let t = CGFloat(index) / CGFloat(curveSegments)
      let u = 1 - t
      return CGPoint(
        x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
        y: u * u * start.y + 2 * u * t * control.y + t * t * end.y)
    }
  }

  /// The points along a cubic curve after `start`, ending at `end`.
  private static func cubic(
    from start: CGPoint, _ first: CGPoint, _ second: CGPoint, _ end: CGPoint
  ) -> [CGPoint] {
    (1...curveSegments).map { index in
      let t = CGFloat(index) / CGFloat(curveSegments)
      let u = 1 - t
      let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
      return CGPoint(
        x: a * start.x + b * first.x + c * second.x + d * end.x,
        y: a * start.y + b * first.y + c * second.y + d * end.y)
    }
  }

  /// The segments, the closing one included when the subpath is closed.
  var segments: [(CGPoint, CGPoint)] {
    var pairs = Array(zip(points, points.dropFirst()))
    if isClosed, let first = points.first, let last = points.last, points.count > 1 {
      pairs.append((last, first))
    }
    return pairs
  }
}
