/// A 2D shape, like SwiftUI's `Shape`: `Rectangle`, `RoundedRectangle`, `Circle`,
/// `Capsule`, `Ellipse`.
///
/// Shapes are purely visual: the text renderer draws none; the HTML gallery paints them.
public protocol Shape: View, Sendable {
  /// The shape's outline, for renderers; for implementing shapes.
  var _outline: ShapeOutline { get }
}

extension Shape {
  /// Resolves to one shape element.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var element = Element(.shape(_outline.kind), context: context)
    if let radius = _outline.cornerRadius { element.changeAttributes { $0.cornerRadius = radius } }
    elements.append(element)
  }

  /// Fills the shape with a style.
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - style: Accepted.
  /// - Returns: The filled shape.
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
    let paint = content._paint
    return attributing { $0.foreground = paint }
  }

  /// Fills the shape with the foreground style.
  ///
  /// - Parameter style: Accepted.
  /// - Returns: The filled shape.
  public func fill(style: FillStyle = FillStyle()) -> some View {
    attributing { $0.foreground = $0.foreground ?? .foreground }
  }

  /// Outlines the shape.
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - lineWidth: Points.
  /// - Returns: The outlined shape.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> some View {
    let paint = content._paint
    return attributing { $0.border = Border(paint: paint, width: lineWidth) }
  }

  /// Outlines the shape inside its edge.
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - lineWidth: Points.
  /// - Returns: The outlined shape.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> some View {
    stroke(content, lineWidth: lineWidth)
  }
}

extension Shape where Self == Rectangle {
  /// A rectangle.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle.
  ///
  /// - Parameters:
  ///   - cornerRadius: Points.
  ///   - style: Accepted.
  /// - Returns: The shape.
  public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension Shape where Self == Circle {
  /// A circle.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  /// A capsule.
  public static var capsule: Capsule { Capsule() }
}
