import Foundation

/// A 2D shape, like SwiftUI's `Shape`: `Rectangle`, `RoundedRectangle`, `Circle`,
/// `Capsule`, `Ellipse`, `UnevenRoundedRectangle`, a ``Path`` or a shape of your own.
///
/// A shape of your own implements ``path(in:)``, as in SwiftUI. The built-in shapes draw
/// as boxes (a `<div>` with rounded corners in HTML, nothing in text); every other shape
/// is drawn from its path: SVG in HTML, its bounding box in text (see `PathDrawing`). A
/// shape is laid out in its frame, or in 100 × 100 points without one.
nonisolated public protocol Shape: Animatable, View, Sendable {
  /// The outline of the shape in a rectangle.
  ///
  /// - Parameter rect: The frame it fills.
  /// - Returns: The path.
  nonisolated func path(in rect: CGRect) -> Path

  /// The built-in outline renderers draw as a box; ``ShapeOutline/Kind/path`` (the
  /// default) draws ``path(in:)``.
  nonisolated var _outline: ShapeOutline { get }
}

extension Shape {
  /// Drawn from its path.
  nonisolated public var _outline: ShapeOutline { ShapeOutline(.path) }

  /// Resolves to one shape element.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let outline = _outline
    var element = Element(.shape(outline.kind), context: context)
    if let radius = outline.cornerRadius { element.changeAttributes { $0.cornerRadius = radius } }
    if outline.kind == .path {
      element.withHandlers { $0.paths = { rect in [PathDrawing(path: path(in: rect))] } }
    }
    elements.append(consume element)
  }

  /// Fills the shape with a style; a stroke may follow (`.fill(.yellow).stroke(.blue)`).
  ///
  /// - Parameters:
  ///   - content: The style; the foreground style (the inherited one, if set) by default.
  ///   - style: Whether the even-odd rule fills it.
  /// - Returns: The filled shape.
  nonisolated public func fill<S: ShapeStyle>(
    _ content: S = .foreground, style: FillStyle = FillStyle()
  )
    -> _ShapeView<Self, S>
  {
    _ShapeView(shape: self, _painting: ShapePainting().filled(with: content))
  }

  /// Outlines the shape; a fill may follow.
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - lineWidth: Points.
  ///   - antialiased: Accepted.
  /// - Returns: The outlined shape.
  nonisolated public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  )
    -> StrokeShapeView<Self, S, EmptyView>
  {
    StrokeShapeView(
      shape: self,
      _painting: ShapePainting().outlined(with: Border(paint: content._paint, width: lineWidth)))
  }

  /// Outlines the shape with a stroke style (dashes in HTML); a fill may follow.
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - style: The line's width and dashes.
  ///   - antialiased: Accepted.
  /// - Returns: The outlined shape.
  nonisolated public func stroke<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  )
    -> StrokeShapeView<Self, S, EmptyView>
  {
    StrokeShapeView(
      shape: self, _painting: ShapePainting().outlined(with: style.border(content._paint)))
  }

  /// Outlines the shape inside its edge; a fill may follow.
  ///
  /// - Parameters:
  ///   - content: The style; the foreground style by default.
  ///   - lineWidth: Points.
  ///   - antialiased: Accepted.
  /// - Returns: The outlined shape.
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Self, S, EmptyView> {
    StrokeBorderShapeView(
      shape: self,
      _painting: ShapePainting().outlined(with: Border(paint: content._paint, width: lineWidth)))
  }

  /// Outlines the shape inside its edge with a stroke style; a fill may follow.
  ///
  /// - Parameters:
  ///   - content: The style; the foreground style by default.
  ///   - style: The line's width and dashes.
  ///   - antialiased: Accepted.
  /// - Returns: The outlined shape.
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Self, S, EmptyView> {
    StrokeBorderShapeView(
      shape: self, _painting: ShapePainting().outlined(with: style.border(content._paint)))
  }
}

extension Shape where Self == Rectangle {
  /// A rectangle.
  nonisolated public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle.
  ///
  /// - Parameters:
  ///   - cornerRadius: Points.
  ///   - style: Accepted.
  /// - Returns: The shape.
  nonisolated public static func rect(
    cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  )
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle with corners of a size.
  ///
  /// - Parameters:
  ///   - cornerSize: The corners' size.
  ///   - style: The corners' style.
  /// - Returns: The shape.
  nonisolated public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with its own radius at each corner.
  ///
  /// - Parameters:
  ///   - cornerRadii: The radii.
  ///   - style: The corners' style.
  /// - Returns: The shape.
  nonisolated public static func rect(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  )
    -> UnevenRoundedRectangle
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }

  /// A rectangle with its own radius at each corner.
  ///
  /// - Parameters:
  ///   - topLeadingRadius: The top leading corner's.
  ///   - bottomLeadingRadius: The bottom leading corner's.
  ///   - bottomTrailingRadius: The bottom trailing corner's.
  ///   - topTrailingRadius: The top trailing corner's.
  ///   - style: The corners' style.
  /// - Returns: The shape.
  nonisolated public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
      style: style)
  }
}

extension Shape where Self == Circle {
  /// A circle.
  nonisolated public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  /// A capsule.
  nonisolated public static var capsule: Capsule { Capsule() }

  /// A capsule with corners of a style.
  ///
  /// - Parameter style: The corners' style.
  /// - Returns: The shape.
  nonisolated public static func capsule(style: RoundedCornerStyle) -> Capsule {
    Capsule(style: style)
  }
}

extension Shape where Self == ContainerRelativeShape {
  /// The shape of the container the view is in.
  nonisolated public static var containerRelative: ContainerRelativeShape {
    ContainerRelativeShape()
  }
}

extension Shape where Self == Ellipse {
  /// An ellipse.
  nonisolated public static var ellipse: Ellipse { Ellipse() }
}
