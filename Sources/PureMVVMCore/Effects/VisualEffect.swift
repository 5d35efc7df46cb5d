import Foundation

/// Effects that change how a view is drawn and leave its layout as it is, like SwiftUI's
/// `VisualEffect`: what `.visualEffect(_:)` and `.scrollTransition` closures return,
/// built by chaining these methods on the ``EmptyVisualEffect`` they are given.
///
/// Each method records what the view modifier of the same name records.
public protocol VisualEffect: Sendable {
  /// Applies the effect to the attributes of an element; for implementing effects.
  ///
  /// - Parameter attributes: The attributes to change.
  func _apply(to attributes: inout ElementAttributes)
}

extension VisualEffect {
  /// Moves the drawing by `offset`.
  public func offset(_ offset: CGSize) -> some VisualEffect {
    adding(.offset(x: offset.width, y: offset.height))
  }

  /// Moves the drawing across and down.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
    adding(.offset(x: x, y: y))
  }

  /// Scales the drawing by factors across and down, about `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some VisualEffect
  {
    adding(.scale(x: x, y: y, anchor: anchor))
  }

  /// Scales the drawing by `scale`, about `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(.scale(x: scale.width, y: scale.height, anchor: anchor))
  }

  /// Scales the drawing by `scale` both ways, about `anchor`.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(.scale(x: scale, y: scale, anchor: anchor))
  }

  /// Rotates the drawing by `angle` about `anchor`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(.rotation(angle, anchor: anchor))
  }

  /// Rotates the drawing by `angle` about an axis in three dimensions.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some VisualEffect {
    adding(.rotation3D(angle, axis: axis, anchor: anchor, perspective: perspective))
  }

  /// Applies an affine transform to the drawing.
  public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
    adding(.transform(transform))
  }

  /// Applies a projective transform to the drawing (its affine part, in HTML).
  public func transformEffect(_ transform: ProjectionTransform) -> some VisualEffect {
    adding(.affinePart(of: transform))
  }

  /// Blurs the drawing by `radius` points.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
    adding(.blur(radius: radius, isOpaque: opaque))
  }

  /// Adds `amount` (-1 to 1) to each colour.
  public func brightness(_ amount: Double) -> some VisualEffect {
    adding(.brightness(amount))
  }

  /// Multiplies the contrast by `amount`.
  public func contrast(_ amount: Double) -> some VisualEffect {
    adding(.contrast(amount))
  }

  /// Multiplies the saturation by `amount`; 0 is grey.
  public func saturation(_ amount: Double) -> some VisualEffect {
    adding(.saturation(amount))
  }

  /// Turns the drawing grey by `amount`, 0 to 1.
  public func grayscale(_ amount: Double) -> some VisualEffect {
    adding(.grayscale(amount))
  }

  /// Turns the colours by `angle` on the colour wheel.
  public func hueRotation(_ angle: Angle) -> some VisualEffect {
    adding(.hueRotation(angle))
  }

  /// Blends the drawing with what is behind it in `blendMode`.
  public func blendMode(_ blendMode: BlendMode) -> some VisualEffect {
    adding(.blendMode(blendMode))
  }

  /// Makes the drawing translucent: 0 (invisible) to 1.
  public func opacity(_ opacity: Double) -> some VisualEffect {
    ChainedVisualEffect(base: self) { $0.opacity = ($0.opacity ?? 1) * opacity }
  }

  /// This effect, then `effect`.
  private func adding(_ effect: ElementEffect) -> ChainedVisualEffect<Self> {
    ChainedVisualEffect(base: self) { $0.effects.append(effect) }
  }
}
