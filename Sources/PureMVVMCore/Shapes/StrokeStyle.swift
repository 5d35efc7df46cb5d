import Foundation

/// How a shape's outline is drawn, like SwiftUI's `StrokeStyle`: the HTML renderer honours
/// its width and dashes.
public struct StrokeStyle: Hashable, Sendable {
  /// The line's width in points.
  public var lineWidth: CGFloat
  /// How lines end.
  public var lineCap: CGLineCap
  /// How lines meet.
  public var lineJoin: CGLineJoin
  /// How far a mitred corner may reach.
  public var miterLimit: CGFloat
  /// The lengths of dashes and gaps, in points; empty for a solid line.
  public var dash: [CGFloat]
  /// Where in the dash pattern the line starts.
  public var dashPhase: CGFloat

  /// A stroke style.
  ///
  /// - Parameters:
  ///   - lineWidth: The line's width in points.
  ///   - lineCap: How lines end.
  ///   - lineJoin: How lines meet.
  ///   - miterLimit: How far a mitred corner may reach.
  ///   - dash: The lengths of dashes and gaps.
  ///   - dashPhase: Where in the pattern the line starts.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

  /// The border this style draws in `paint`.
  func border(_ paint: Paint) -> Border {
    Border(paint: paint, width: lineWidth, dash: dash)
  }
}

#if !canImport(Darwin)
  /// How the ends of lines are drawn, as CoreGraphics declares it on Apple platforms;
  /// declared here only where CoreGraphics is missing, such as Linux.
  public enum CGLineCap: Int32, Hashable, Sendable {
    /// Square, at the end point.
    case butt
    /// Round, past the end point.
    case round
    /// Square, past the end point.
    case square
  }

  /// How lines meet, as CoreGraphics declares it on Apple platforms; declared here only
  /// where CoreGraphics is missing.
  public enum CGLineJoin: Int32, Hashable, Sendable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
    /// A cut corner.
    case bevel
  }
#endif
