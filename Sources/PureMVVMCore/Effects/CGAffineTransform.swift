import Foundation

#if !canImport(Darwin)
  /// A 2D affine transform, as CoreGraphics declares it on Apple platforms (where SwiftUI
  /// designs get it); declared here only where CoreGraphics is missing, such as Linux.
  ///
  /// A point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
  public struct CGAffineTransform: Hashable, Sendable {
    /// The x factor of x.
    public var a: CGFloat
    /// The y factor of x.
    public var b: CGFloat
    /// The x factor of y.
    public var c: CGFloat
    /// The y factor of y.
    public var d: CGFloat
    /// The move across.
    public var tx: CGFloat
    /// The move down.
    public var ty: CGFloat

    /// A transform from its six numbers.
    ///
    /// - Parameters:
    ///   - a: The x factor of x.
    ///   - b: The y factor of x.
    ///   - c: The x factor of y.
    ///   - d: The y factor of y.
    ///   - tx: The move across.
    ///   - ty: The move down.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity transform.
    public init() {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// A move.
    ///
    /// - Parameters:
    ///   - tx: Across.
    ///   - ty: Down.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale.
    ///
    /// - Parameters:
    ///   - sx: Across.
    ///   - sy: Down.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation.
    ///
    /// - Parameter angle: Radians.
    public init(rotationAngle angle: CGFloat) {
      let (sine, cosine) = (CGFloat(sin(Double(angle))), CGFloat(cos(Double(angle))))
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `other`.
    ///
    /// - Parameter other: The transform applied after.
    /// - Returns: The combined transform.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * other.a + b * other.c, b: a * other.b + b * other.d,
        c: c * other.a + d * other.c, d: c * other.b + d * other.d,
        tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A move, then this transform.
    ///
    /// - Parameters:
    ///   - tx: Across.
    ///   - ty: Down.
    /// - Returns: The transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale, then this transform.
    ///
    /// - Parameters:
    ///   - sx: Across.
    ///   - sy: Down.
    /// - Returns: The transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation, then this transform.
    ///
    /// - Parameter angle: Radians.
    /// - Returns: The transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
  }

  extension CGPoint {
    /// The point moved by `transform`.
    ///
    /// - Parameter transform: The transform.
    /// - Returns: The moved point.
    public func applying(_ transform: CGAffineTransform) -> CGPoint {
      CGPoint(
        x: transform.a * x + transform.c * y + transform.tx,
        y: transform.b * x + transform.d * y + transform.ty)
    }
  }
#endif
