import Foundation

/// A modifier that moves, scales or turns its view's drawing by a transform, like
/// SwiftUI's `GeometryEffect`: a shake, a flip, an offset that animates.
///
/// Write ``effectValue(size:)``; the view is drawn through the transform it returns for the
/// view's size, as ``View/projectionEffect(_:)`` draws it. The size is the view's frame
/// where it has one (`.frame(width: 300, height: 200)` before the effect), and otherwise
/// the space it is offered. Like every effect, it moves the drawing, never the views
/// around.
@MainActor @preconcurrency
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  /// The transform that draws the view, for the view's size.
  ///
  /// - Parameter size: The view's size: its frame, or the space it is offered.
  /// - Returns: The transform.
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// Resolves the content drawn through ``effectValue(size:)``.
  public func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let offered = context.readGeometry()
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    for index in first..<elements.endIndex {
      let size = offered.taken(by: elements[index]).size
      let effect = ElementEffect.affinePart(of: effectValue(size: size))
      elements[index].changeAttributes { $0.effects.append(effect) }
    }
  }

  /// The same effect, which the layout ignores, like SwiftUI's `ignoredByLayout()`: a
  /// host's effects never move the views around, so it is this effect.
  ///
  /// - Returns: The effect.
  public func ignoredByLayout() -> Self {
    self
  }
}
