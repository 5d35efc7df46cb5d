#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// A path made of lines and curves, standing in for UIKit's `UIBezierPath` where there
  /// is no UIKit: the shape that rounds only some corners,
  /// `Path(UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:).cgPath)`, compiles and
  /// draws.
  ///
  /// Angles are radians and `clockwise` is clockwise on screen, as in UIKit.
  public final class UIBezierPath {
    private var path: Path

    /// An empty path.
    public init() {
      path = Path()
    }

    /// A rectangle.
    ///
    /// - Parameter rect: The rectangle.
    public init(rect: CGRect) {
      path = Path(rect)
    }

    /// An ellipse that fits `rect`.
    ///
    /// - Parameter rect: The rectangle.
    public init(ovalIn rect: CGRect) {
      path = Path(ellipseIn: rect)
    }

    /// A rectangle with every corner rounded by `cornerRadius`.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerRadius: The radius, at most half the shorter side.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
      path = Path(
        roundedRect: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius),
        style: .circular)
    }

    /// A rectangle with only `corners` rounded, by `cornerRadii.width`, at most half the
    /// shorter side.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - corners: The corners rounded.
    ///   - cornerRadii: The radius, as its width.
    public init(
      roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
    ) {
      let radius = { (corner: UIRectCorner) in corners.contains(corner) ? cornerRadii.width : 0 }
      path = Path(
        roundedRect: rect,
        cornerRadii: RectangleCornerRadii(
          topLeading: radius(.topLeft), bottomLeading: radius(.bottomLeft),
          bottomTrailing: radius(.bottomRight), topTrailing: radius(.topRight)),
        style: .circular)
    }

    /// An arc of a circle.
    ///
    /// - Parameters:
    ///   - center: The centre.
    ///   - radius: The radius.
    ///   - startAngle: Where it starts, in radians.
    ///   - endAngle: Where it ends, in radians.
    ///   - clockwise: Whether it turns clockwise on screen.
    public convenience init(
      arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
      clockwise: Bool
    ) {
      self.init()
      addArc(
        withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: clockwise)
    }

    /// A path from a CoreGraphics path.
    ///
    /// - Parameter cgPath: The path.
    public init(cgPath: CGPath) {
      path = Path(cgPath)
    }

    /// The path as a CoreGraphics path; setting it replaces the path.
    public var cgPath: CGPath {
      get { path.cgPath }
      set { path = Path(newValue) }
    }

    /// The width of the path's stroke; kept, as UIKit's, for drawing code that reads it.
    public var lineWidth: CGFloat = 1

    /// The smallest rectangle holding every point of the path, control points included.
    public var bounds: CGRect { path.boundingRect }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// Starts a new subpath at `point`.
    ///
    /// - Parameter point: The start.
    public func move(to point: CGPoint) {
      path.move(to: point)
    }

    /// Adds a line to `point`.
    ///
    /// - Parameter point: The end.
    public func addLine(to point: CGPoint) {
      path.addLine(to: point)
    }

    /// Adds a cubic curve to `endPoint`.
    ///
    /// - Parameters:
    ///   - endPoint: The end.
    ///   - controlPoint1: The first control point.
    ///   - controlPoint2: The second control point.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
      path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic curve to `endPoint`.
    ///
    /// - Parameters:
    ///   - endPoint: The end.
    ///   - controlPoint: The control point.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
      path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc of a circle, joined to the path by a line.
    ///
    /// - Parameters:
    ///   - center: The centre.
    ///   - radius: The radius.
    ///   - startAngle: Where it starts, in radians.
    ///   - endAngle: Where it ends, in radians.
    ///   - clockwise: Whether it turns clockwise on screen.
    public func addArc(
      withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
      clockwise: Bool
    ) {
      // SwiftUI's `clockwise` counts in flipped coordinates: the opposite of the screen's.
      path.addArc(
        center: center, radius: radius, startAngle: .radians(Double(startAngle)),
        endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }

    /// Adds another path's elements.
    ///
    /// - Parameter other: The path.
    public func append(_ other: UIBezierPath) {
      path.addPath(other.path)
    }

    /// Closes the current subpath.
    public func close() {
      path.closeSubpath()
    }

    /// Removes every element.
    public func removeAllPoints() {
      path = Path()
    }

    /// Transforms every point of the path.
    ///
    /// - Parameter transform: The transform.
    public func apply(_ transform: CGAffineTransform) {
      path = path.applying(transform)
    }
  }
#endif
