/// A shape style that is also a view, as SwiftUI's gradients are: it fills the space it
/// is offered, as a rectangle filled with it would (`LinearGradient(…).frame(height: 200)`,
/// a gradient behind a `ZStack`'s content).
public protocol _FillingShapeStyle: ShapeStyle, View where Body == Never {}

extension _FillingShapeStyle {
  /// Resolves to a rectangle filled with the style.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    Rectangle().fill(self)._resolve(in: context, into: &elements)
  }
}

extension LinearGradient: _FillingShapeStyle {}
extension RadialGradient: _FillingShapeStyle {}
extension EllipticalGradient: _FillingShapeStyle {}
extension AngularGradient: _FillingShapeStyle {}
