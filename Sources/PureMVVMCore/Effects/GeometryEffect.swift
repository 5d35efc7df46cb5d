import Foundation

/// A modifier that moves, scales or turns its view's drawing by a transform, like
/// SwiftUI's `GeometryEffect`: a shake, a flip, an offset that animates.
///
/// Write ``effectValue(size:)``; the view is drawn through the transform it returns for the
/// space the view is offered (as a `GeometryReader` there would see it), as
/// ``View/projectionEffect(_:)`` draws it. Like every effect, it moves the drawing, never
/// the views around.
@MainActor @preconcurrency
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  /// The transform that draws the view, for the view's size.
  ///
  /// - Parameter size: The space the view is offered.
  /// - Returns: The transform.
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// Resolves the content drawn through ``effectValue(size:)``.
  public func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let size = context.readGeometry().size
    content.projectionEffect(effectValue(size: size))._resolve(in: context, into: &elements)
  }

  /// The same effect, which the layout ignores, like SwiftUI's `ignoredByLayout()`: a
  /// host's effects never move the views around, so it is this effect.
  ///
  /// - Returns: The effect.
  public func ignoredByLayout() -> Self {
    self
  }
}
