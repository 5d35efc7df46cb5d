import Foundation

/// The space a view prefers around it, like SwiftUI's `ViewSpacing`: 8 points on every
/// edge unless ``zero``.
public struct ViewSpacing: Sendable {
  /// Points preferred on each edge: top, leading, bottom, trailing.
  private var edges: [CGFloat]

  /// No space on any edge.
  public static let zero = ViewSpacing(all: 0)

  /// The default spacing: 8 points on every edge.
  public init() {
    self.init(all: 8)
  }

  private init(all: CGFloat) {
    edges = [all, all, all, all]
  }

  /// Takes, on `edges`, the larger of this spacing and `other`.
  ///
  /// - Parameters:
  ///   - other: Another spacing.
  ///   - edges: The edges to merge.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for (index, edge) in Self.order.enumerated() where edges.contains(edge) {
      self.edges[index] = max(self.edges[index], other.edges[index])
    }
  }

  /// This spacing with, on `edges`, the larger of it and `other`.
  ///
  /// - Parameters:
  ///   - other: Another spacing.
  ///   - edges: The edges to merge.
  /// - Returns: The merged spacing.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var merged = self
    merged.formUnion(other, edges: edges)
    return merged
  }

  /// The distance to leave between this view and the `next` along an axis: the larger of
  /// this view's trailing (or bottom) and the next's leading (or top) preference.
  ///
  /// - Parameters:
  ///   - next: The next view's spacing.
  ///   - axis: The axis they follow each other along.
  /// - Returns: Points.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    axis == .horizontal ? max(edges[3], next.edges[1]) : max(edges[2], next.edges[0])
  }

  private static let order: [Edge.Set] = [.top, .leading, .bottom, .trailing]
}
