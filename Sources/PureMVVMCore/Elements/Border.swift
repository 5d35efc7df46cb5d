import Foundation

/// A border's paint and width.
public struct Border: Hashable, Sendable {
  /// The paint.
  public var paint: Paint
  /// The width in points.
  public var width: CGFloat
  /// The lengths of a dashed line's dashes and gaps, in points; empty for a solid line.
  public var dash: [CGFloat] = []
}
