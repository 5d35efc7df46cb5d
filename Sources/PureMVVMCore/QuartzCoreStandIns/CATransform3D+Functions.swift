import Foundation

// QuartzCore's functions are C functions with capitalised names; these keep the names.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

#if !canImport(QuartzCore)
  /// Whether `t` is the identity, as QuartzCore's function.
  ///
  /// - Parameter t: The transform.
  /// - Returns: Whether it is the identity.
  public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
  }

  /// Whether two transforms are equal, as QuartzCore's function.
  ///
  /// - Parameters:
  ///   - a: A transform.
  ///   - b: Another.
  /// - Returns: Whether they are equal.
  public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
  }

  /// A translation by `(tx, ty, tz)`.
  ///
  /// - Parameters:
  ///   - tx: Along x.
  ///   - ty: Along y.
  ///   - tz: Along z.
  /// - Returns: The transform.
  public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
    -> CATransform3D
  {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
  }

  /// A scale by `(sx, sy, sz)`.
  ///
  /// - Parameters:
  ///   - sx: Along x.
  ///   - sy: Along y.
  ///   - sz: Along z.
  /// - Returns: The transform.
  public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
    -> CATransform3D
  {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
  }

  /// A rotation by `angle` radians about the axis `(x, y, z)`, as QuartzCore's; the
  /// identity if the axis has no length (QuartzCore leaves that undefined).
  ///
  /// - Parameters:
  ///   - angle: The angle, in radians.
  ///   - x: The axis's x.
  ///   - y: The axis's y.
  ///   - z: The axis's z.
  /// - Returns: The transform.
  public func CATransform3DMakeRotation(
    _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
  ) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let (c, s) = (cos(angle), sin(angle))
    let t = 1 - c
    return CATransform3D(
      m11: c + x * x * t, m12: x * y * t + z * s, m13: x * z * t - y * s, m14: 0,
      m21: x * y * t - z * s, m22: c + y * y * t, m23: y * z * t + x * s, m24: 0,
      m31: x * z * t + y * s, m32: y * z * t - x * s, m33: c + z * z * t, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// `t` translated: the translation first, then `t`.
  ///
  /// - Parameters:
  ///   - t: The transform.
  ///   - tx: Along x.
  ///   - ty: Along y.
  ///   - tz: Along z.
  /// - Returns: The transform.
  public func CATransform3DTranslate(
    _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
  ) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).followed(by: t)
  }

  /// `t` scaled: the scale first, then `t`.
  ///
  /// - Parameters:
  ///   - t: The transform.
  ///   - sx: Along x.
  ///   - sy: Along y.
  ///   - sz: Along z.
  /// - Returns: The transform.
  public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
    -> CATransform3D
  {
    CATransform3DMakeScale(sx, sy, sz).followed(by: t)
  }

  /// `t` rotated: the rotation first, then `t`.
  ///
  /// - Parameters:
  ///   - t: The transform.
  ///   - angle: The angle, in radians.
  ///   - x: The axis's x.
  ///   - y: The axis's y.
  ///   - z: The axis's z.
  /// - Returns: The transform.
  public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
  ) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).followed(by: t)
  }

  /// `a` then `b`: the product `a × b`.
  ///
  /// - Parameters:
  ///   - a: The first transform.
  ///   - b: The second.
  /// - Returns: The transform.
  public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.followed(by: b)
  }

  /// The inverse of `t`, or `t` itself when it has none, as QuartzCore's.
  ///
  /// - Parameter t: The transform.
  /// - Returns: The inverse.
  public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.inverse ?? t
  }

  /// The 3D form of an affine transform.
  ///
  /// - Parameter m: The affine transform.
  /// - Returns: The transform.
  public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
  }

  /// Whether `t` is an affine transform in the plane.
  ///
  /// - Parameter t: The transform.
  /// - Returns: Whether only its affine entries differ from the identity's.
  public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
      && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
  }

  /// The affine part of `t`.
  ///
  /// - Parameter t: The transform.
  /// - Returns: The affine transform.
  public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
  }
#endif
