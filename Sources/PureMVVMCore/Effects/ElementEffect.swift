import Foundation

/// A visual effect a modifier applied to an element: what tests read in
/// ``ElementAttributes/effects`` and the HTML renderer paints with CSS.
///
/// The text renderer draws none of them (a grid of characters cannot scale, rotate, blur
/// or tint), and keeps the layout SwiftUI keeps: an offset, a scale or a rotation never
/// moves the views around.
public enum ElementEffect: Hashable, Sendable {
  /// `.scaleEffect`: factors across and down, about an anchor.
  case scale(x: Double, y: Double, anchor: UnitPoint)
  /// `.rotationEffect`: an angle about an anchor.
  case rotation(Angle, anchor: UnitPoint)
  /// `.rotation3DEffect`: an angle about an axis.
  case rotation3D(Angle, axis: Axis3D, anchor: UnitPoint, perspective: Double)
  /// `.offset`: a move that leaves the layout as it is.
  case offset(x: Double, y: Double)
  /// `.blur`: a radius in points.
  case blur(radius: Double, isOpaque: Bool)
  /// `.brightness`: an amount added, -1 to 1.
  case brightness(Double)
  /// `.contrast`: a factor.
  case contrast(Double)
  /// `.saturation`: a factor; 0 is grey.
  case saturation(Double)
  /// `.grayscale`: an amount, 0 to 1.
  case grayscale(Double)
  /// `.hueRotation`: an angle on the colour wheel.
  case hueRotation(Angle)
  /// `.colorInvert`.
  case colorInvert
  /// `.colorMultiply`: a colour multiplied in.
  case colorMultiply(Color)
  /// `.luminanceToAlpha`.
  case luminanceToAlpha
  /// `.blendMode`.
  case blendMode(BlendMode)
  /// `.compositingGroup`.
  case compositingGroup
  /// `.drawingGroup`.
  case drawingGroup
  /// `.mask`: the view shows only where its mask (`shape`, when it is one) is opaque.
  case mask(shape: ShapeOutline.Kind?)
  /// `.projectionEffect` and `.transformEffect`: an affine transform (the projection's
  /// affine part).
  case transform(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)
  /// `.contentTransition`: how its content changes.
  case contentTransition(ContentTransition)
  /// `.symbolEffect`: a symbol effect that reaches this SF Symbol, by its configuration
  /// (`bounce.up`), whether it runs and how.
  case symbolEffect(String, isActive: Bool, options: SymbolEffectOptions = .default)
  /// `.matchedGeometryEffect`: a geometry matched across views of one namespace.
  case matchedGeometry(id: String, namespace: Namespace.ID, isSource: Bool)
  /// `.colorEffect`, `.distortionEffect` or `.layerEffect`: a Metal shader, by how it is
  /// used; kept, not drawn (hosts have no GPU).
  case shader(Shader.UsageType, Shader)

  /// An axis of a 3D rotation.
  public struct Axis3D: Hashable, Sendable {
    /// Across.
    public var x: Double
    /// Down.
    public var y: Double
    /// Out of the screen.
    public var z: Double
  }
}

extension ElementEffect {
  /// `.transformEffect`: an affine transform.
  static func transform(_ transform: CGAffineTransform) -> Self {
    .transform(
      a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx,
      ty: transform.ty)
  }

  /// `.projectionEffect`: the affine part of a projective transform.
  static func affinePart(of transform: ProjectionTransform) -> Self {
    .transform(
      a: transform.m11, b: transform.m12, c: transform.m21, d: transform.m22,
      tx: transform.m31, ty: transform.m32)
  }

  /// `.rotation3DEffect`: an angle about an axis given as a tuple.
  static func rotation3D(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint,
    perspective: CGFloat
  ) -> Self {
    .rotation3D(
      angle, axis: Axis3D(x: axis.x, y: axis.y, z: axis.z), anchor: anchor,
      perspective: perspective)
  }
}
