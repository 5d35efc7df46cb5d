#if !canImport(Darwin)
  import Foundation

  /// An immutable path, standing in for CoreGraphics' `CGPath` where there is no
  /// CoreGraphics, so `Path(bezier.cgPath)` and `path.cgPath` compile.
  ///
  /// It holds a ``Path``; ``CGMutablePath`` builds one.
  public class CGPath {
    var path: Path

    init(path: Path) {
      self.path = path
    }

    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingBox: CGRect { path.boundingRect }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// A mutable copy of the path.
    ///
    /// - Returns: The copy.
    public func mutableCopy() -> CGMutablePath {
      CGMutablePath(path: path)
    }

    /// Whether `point` is inside the path.
    ///
    /// - Parameters:
    ///   - point: The point.
    ///   - rule: The fill rule: `.winding` unless given.
    ///   - transform: Applied to the path first.
    /// - Returns: Whether it is inside.
    public func contains(
      _ point: CGPoint, using rule: CGPathFillRule = .winding,
      transform: CGAffineTransform = .identity
    ) -> Bool {
      path.applying(transform).contains(point, eoFill: rule == .evenOdd)
    }
  }

  /// How a path's inside is decided, like CoreGraphics' `CGPathFillRule`.
  public enum CGPathFillRule: Int, Sendable {
    /// Inside where the path winds a non-zero number of times.
    case winding = 0
    /// Inside where a ray crosses the path an odd number of times.
    case evenOdd = 1
  }

  /// A path that can be added to, standing in for CoreGraphics' `CGMutablePath`.
  public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() {
      super.init(path: Path())
    }

    override init(path: Path) {
      super.init(path: path)
    }

    /// Starts a new subpath at `point`.
    ///
    /// - Parameters:
    ///   - point: The start.
    ///   - transform: Applied to the point.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
      path.move(to: point.applying(transform))
    }

    /// Adds a line to `point`.
    ///
    /// - Parameters:
    ///   - point: The end.
    ///   - transform: Applied to the point.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
      path.addLine(to: point.applying(transform))
    }

    /// Adds a quadratic curve to `end`.
    ///
    /// - Parameters:
    ///   - end: The end.
    ///   - control: The control point.
    ///   - transform: Applied to the points.
    public func addQuadCurve(
      to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
    ) {
      path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    /// Adds a cubic curve to `end`.
    ///
    /// - Parameters:
    ///   - end: The end.
    ///   - control1: The first control point.
    ///   - control2: The second control point.
    ///   - transform: Applied to the points.
    public func addCurve(
      to end: CGPoint, control1: CGPoint, control2: CGPoint,
      transform: CGAffineTransform = .identity
    ) {
      path.addCurve(
        to: end.applying(transform), control1: control1.applying(transform),
        control2: control2.applying(transform))
    }

    /// Adds a rectangle as a closed subpath.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - transform: Applied to its points.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
      path.addRect(rect, transform: transform)
    }

    /// Adds an ellipse that fits `rect`.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - transform: Applied to its points.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
      path.addEllipse(in: rect, transform: transform)
    }

    /// Adds a rounded rectangle.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerWidth: The corners' width.
    ///   - cornerHeight: The corners' height.
    ///   - transform: Applied to its points.
    public func addRoundedRect(
      in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
      transform: CGAffineTransform = .identity
    ) {
      path.addRoundedRect(
        in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular,
        transform: transform)
    }

    /// Adds an arc of a circle, angles in radians; `clockwise` as CoreGraphics counts it in
    /// a flipped (y-down) space, as SwiftUI's `Path` does.
    ///
    /// - Parameters:
    ///   - center: The centre.
    ///   - radius: The radius.
    ///   - startAngle: Where it starts.
    ///   - endAngle: Where it ends.
    ///   - clockwise: The direction.
    ///   - transform: Applied to its points.
    public func addArc(
      center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
      transform: CGAffineTransform = .identity
    ) {
      path.addArc(
        center: center, radius: radius, startAngle: .radians(Double(startAngle)),
        endAngle: .radians(Double(endAngle)), clockwise: clockwise, transform: transform)
    }

    /// Adds another path.
    ///
    /// - Parameters:
    ///   - other: The path.
    ///   - transform: Applied to its points.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
      path.addPath(other.path, transform: transform)
    }

    /// Closes the current subpath.
    public func closeSubpath() {
      path.closeSubpath()
    }
  }

  extension Path {
    /// A path from a CoreGraphics path, as `Path(bezierPath.cgPath)`.
    ///
    /// - Parameter path: The path.
    public init(_ path: CGPath) {
      self = path.path
    }

    /// The path as a CoreGraphics path.
    public var cgPath: CGPath { CGPath(path: self) }
  }
#endif
