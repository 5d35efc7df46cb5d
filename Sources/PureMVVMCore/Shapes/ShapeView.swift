import Foundation

/// A shape drawn with a fill or an outline, which another fill or outline can follow,
/// like SwiftUI's `ShapeView`: `Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)`.
///
/// A shape both filled and outlined is painted with its fill behind its outline (the
/// element's background and border).
nonisolated public protocol ShapeView<Content>: View where Body == Never {
  /// The type of the shape.
  associatedtype Content: Shape
  /// The shape.
  nonisolated var shape: Content { get }
  /// The fill and outline so far; for implementing shape views.
  nonisolated var _painting: ShapePainting { get }
}

/// The fill and outline of a ``ShapeView``.
public struct ShapePainting: Sendable {
  /// What fills the shape; `nil` for no fill of its own.
  var fill: Paint?
  /// Whether the fill is the foreground style, which keeps an inherited foreground.
  var fillsWithForeground = false
  /// The outline, if any.
  var border: Border?

  /// The painting with `style` as its fill.
  func filled(with style: some ShapeStyle) -> ShapePainting {
    var painting = self
    painting.fill = style._paint
    painting.fillsWithForeground = style._paint == .foreground
    return painting
  }

  /// The painting with `border` as its outline.
  func outlined(with border: Border) -> ShapePainting {
    var painting = self
    painting.border = border
    return painting
  }

  /// Applies the painting to a shape's attributes: filling a stroked shape
  /// (`.stroke(style:)`, whose outline is its line) paints the line.
  func apply(to attributes: inout ElementAttributes) {
    if let border { attributes.border = border }
    guard let fill else { return }
    let paint = fillsWithForeground ? attributes.foreground ?? .foreground : fill
    if border == nil, var line = attributes.border, line.paint == .foreground {
      line.paint = paint
      attributes.border = line
    } else if border == nil {
      attributes.foreground = paint
    } else {
      attributes.background = paint
    }
  }
}

extension ShapeView {
  /// Resolves the shape, painted.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let first = elements.endIndex
    shape._resolve(in: context, into: &elements)
    let painting = _painting
    for index in first..<elements.endIndex { elements[index].changeAttributes(painting.apply) }
  }

  /// Fills the shape too.
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - style: Whether the even-odd rule fills it.
  /// - Returns: The shape view.
  nonisolated public func fill<S: ShapeStyle>(
    _ content: S = .foreground, style: FillStyle = FillStyle()
  )
    -> FillShapeView<Content, S, Self>
  {
    FillShapeView(shape: shape, _painting: _painting.filled(with: content))
  }

  /// Outlines the shape too.
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - lineWidth: Points.
  ///   - antialiased: Accepted.
  /// - Returns: The shape view.
  nonisolated public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeShapeView<Content, S, Self> {
    StrokeShapeView(
      shape: shape,
      _painting: _painting.outlined(with: Border(paint: content._paint, width: lineWidth)))
  }

  /// Outlines the shape too, with a stroke style.
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - style: The line's width and dashes.
  ///   - antialiased: Accepted.
  /// - Returns: The shape view.
  nonisolated public func stroke<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  )
    -> StrokeShapeView<Content, S, Self>
  {
    StrokeShapeView(shape: shape, _painting: _painting.outlined(with: style.border(content._paint)))
  }

  /// Outlines the shape inside its edge too.
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - lineWidth: Points.
  ///   - antialiased: Accepted.
  /// - Returns: The shape view.
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Content, S, Self> {
    StrokeBorderShapeView(
      shape: shape,
      _painting: _painting.outlined(with: Border(paint: content._paint, width: lineWidth)))
  }

  /// Outlines the shape inside its edge too, with a stroke style.
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - style: The line's width and dashes.
  ///   - antialiased: Accepted.
  /// - Returns: The shape view.
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Content, S, Self> {
    StrokeBorderShapeView(
      shape: shape, _painting: _painting.outlined(with: style.border(content._paint)))
  }
}

/// A filled shape, like SwiftUI's `_ShapeView`.
public nonisolated struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView {
  /// The shape.
  public let shape: Content
  /// Its fill.
  public let _painting: ShapePainting
}

/// A shape filled after being outlined, like SwiftUI's `FillShapeView`.
public nonisolated struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>:
  ShapeView
{
  /// The shape.
  public let shape: Content
  /// Its fill and outline.
  public let _painting: ShapePainting
}

/// An outlined shape, like SwiftUI's `StrokeShapeView`.
public nonisolated struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>:
  ShapeView
{
  /// The shape.
  public let shape: Content
  /// Its fill and outline.
  public let _painting: ShapePainting
}

/// A shape outlined inside its edge, like SwiftUI's `StrokeBorderShapeView`.
public nonisolated struct StrokeBorderShapeView<
  Content: Shape, Style: ShapeStyle, Background: View
>:
  ShapeView
{
  /// The shape.
  public let shape: Content
  /// Its fill and outline.
  public let _painting: ShapePainting
}
