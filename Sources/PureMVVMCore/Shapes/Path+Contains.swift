import Foundation

extension Path {
  /// Whether filling the path would paint `p`, like SwiftUI's `contains(_:eoFill:)`: each
  /// subpath closed, curves followed closely.
  ///
  /// - Parameters:
  ///   - p: The point.
  ///   - eoFill: Whether the even-odd rule decides (a point inside two subpaths is
  ///     outside) rather than the non-zero winding rule.
  /// - Returns: Whether the point is inside.
  public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
    guard p.x.isFinite, p.y.isFinite else { return false }
    var winding = 0
    var crossings = 0
    for subpath in Polyline.subpaths(of: self) {
      var closed = subpath
      closed.isClosed = true
      for (a, b) in closed.segments {
        guard let direction = Self.crossing(of: p, from: a, to: b) else { continue }
        winding += direction
        crossings += 1
      }
    }
    return eoFill ? crossings % 2 == 1 : winding != 0
  }

  /// How the segment from `a` to `b` crosses the ray from `p` towards +x: +1 upwards, −1
  /// downwards, `nil` if it does not.
  private static func crossing(of p: CGPoint, from a: CGPoint, to b: CGPoint) -> Int? {
    let upward = a.y <= p.y && b.y > p.y
    let downward = a.y > p.y && b.y <= p.y
    guard upward || downward else { return nil }
    let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
    guard x > p.x else { return nil }
    return upward ? 1 : -1
  }
}
