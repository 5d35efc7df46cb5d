import Foundation

/// A 3×3 projective transform, like SwiftUI's `ProjectionTransform`.
public struct ProjectionTransform: Hashable, Sendable {
  /// Row 1, column 1.
  public var m11: CGFloat = 1
  /// Row 1, column 2.
  public var m12: CGFloat = 0
  /// Row 1, column 3.
  public var m13: CGFloat = 0
  /// Row 2, column 1.
  public var m21: CGFloat = 0
  /// Row 2, column 2.
  public var m22: CGFloat = 1
  /// Row 2, column 3.
  public var m23: CGFloat = 0
  /// Row 3, column 1.
  public var m31: CGFloat = 0
  /// Row 3, column 2.
  public var m32: CGFloat = 0
  /// Row 3, column 3.
  public var m33: CGFloat = 1

  /// The identity transform.
  public init() {}

  /// The projection of an affine transform.
  ///
  /// - Parameter transform: The affine transform.
  public init(_ transform: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) = (
      transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty
    )
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether the transform is affine (its third column is 0, 0, 1).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
}
