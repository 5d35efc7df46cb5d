import Foundation

extension Shape {
  /// The part of the outline between two fractions of its length, like SwiftUI's
  /// `trim(from:to:)`: a stroked trim draws exactly that part in HTML (a progress ring).
  ///
  /// - Parameters:
  ///   - startFraction: The start, 0 to 1.
  ///   - endFraction: The end, 0 to 1.
  /// - Returns: The trimmed shape.
  nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)
    -> some Shape
  {
    TrimmedShape(base: self, from: startFraction, to: endFraction)
  }

  /// The shape turned about an anchor.
  ///
  /// - Parameters:
  ///   - angle: The angle, clockwise.
  ///   - anchor: The point it turns about.
  /// - Returns: The rotated shape.
  nonisolated public func rotation(
    _ angle: Angle, anchor: UnitPoint = .center
  ) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// The shape scaled about an anchor.
  ///
  /// - Parameters:
  ///   - x: Across.
  ///   - y: Down.
  ///   - anchor: The point that stays put.
  /// - Returns: The scaled shape.
  nonisolated public func scale(
    x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center
  ) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }

  /// The shape scaled about an anchor by one factor.
  ///
  /// - Parameters:
  ///   - scale: The factor.
  ///   - anchor: The point that stays put.
  /// - Returns: The scaled shape.
  nonisolated public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self>
  {
    ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// The shape moved.
  ///
  /// - Parameter offset: The move.
  /// - Returns: The moved shape.
  nonisolated public func offset(_ offset: CGSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }

  /// The shape moved.
  ///
  /// - Parameter offset: The move, as a point.
  /// - Returns: The moved shape.
  nonisolated public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
  }

  /// The shape moved.
  ///
  /// - Parameters:
  ///   - x: Across.
  ///   - y: Down.
  /// - Returns: The moved shape.
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }

  /// The shape drawn in a frame of `size` at the origin of the frame it is given, like
  /// SwiftUI's `size(_:)`; the view's own layout does not change.
  ///
  /// A size that is not finite or below zero takes the given frame's on that axis.
  ///
  /// - Parameter size: The frame's size.
  /// - Returns: The resized shape.
  nonisolated public func size(_ size: CGSize) -> some Shape {
    SizedShape(shape: self, size: size)
  }

  /// The shape drawn in a frame of this width and height, like SwiftUI's
  /// `size(width:height:)`.
  ///
  /// - Parameters:
  ///   - width: The frame's width.
  ///   - height: The frame's height.
  /// - Returns: The resized shape.
  nonisolated public func size(width: CGFloat, height: CGFloat) -> some Shape {
    SizedShape(shape: self, size: CGSize(width: width, height: height))
  }

  /// The shape drawn in a frame of this width and height, placed in the frame it is given
  /// at `anchor`, like SwiftUI's `size(width:height:anchor:)`: `.center` centres it.
  ///
  /// - Parameters:
  ///   - width: The frame's width.
  ///   - height: The frame's height.
  ///   - anchor: The point of both frames that line up.
  /// - Returns: The resized shape.
  nonisolated public func size(width: CGFloat, height: CGFloat, anchor: UnitPoint) -> some Shape {
    SizedShape(shape: self, size: CGSize(width: width, height: height), anchor: anchor)
  }

  /// The shape with an affine transform applied.
  ///
  /// - Parameter transform: The transform.
  /// - Returns: The transformed shape.
  nonisolated public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }

  /// The shape's outline in the foreground style.
  ///
  /// - Parameter lineWidth: Points.
  /// - Returns: The stroked shape.
  nonisolated public func stroke(lineWidth: CGFloat = 1) -> some Shape {
    StrokedShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline in the foreground style, with a stroke style.
  ///
  /// - Parameter style: The line's width and dashes.
  /// - Returns: The stroked shape.
  nonisolated public func stroke(style: StrokeStyle) -> some Shape {
    StrokedShape(base: self, style: style)
  }
}

/// A shape turned about an anchor, like SwiftUI's `RotatedShape`.
public nonisolated struct RotatedShape<Content: Shape>: Shape {
  /// The shape.
  public var shape: Content
  /// The angle.
  public var angle: Angle
  /// The point it turns about.
  public var anchor: UnitPoint

  /// A shape turned about an anchor.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - angle: The angle.
  ///   - anchor: The point it turns about.
  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }

  /// The shape's path, turned.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The path.
  public func path(in rect: CGRect) -> Path {
    let pivot = rect.point(at: anchor)
    let turn = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
      .concatenating(CGAffineTransform(rotationAngle: angle.radians))
      .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
    return shape.path(in: rect).applying(turn)
  }
}

/// A shape scaled about an anchor, like SwiftUI's `ScaledShape`.
public nonisolated struct ScaledShape<Content: Shape>: Shape {
  /// The shape.
  public var shape: Content
  /// The factors across and down.
  public var scale: CGSize
  /// The point that stays put.
  public var anchor: UnitPoint

  /// A shape scaled about an anchor.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - scale: The factors across and down.
  ///   - anchor: The point that stays put.
  public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    self.shape = shape
    self.scale = scale
    self.anchor = anchor
  }

  /// The shape's path, scaled.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The path.
  public func path(in rect: CGRect) -> Path {
    let pivot = rect.point(at: anchor)
    let scaling = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
      .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
      .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
    return shape.path(in: rect).applying(scaling)
  }
}

/// A shape moved, like SwiftUI's `OffsetShape`.
public nonisolated struct OffsetShape<Content: Shape>: Shape {
  /// The shape.
  public var shape: Content
  /// The move.
  public var offset: CGSize

  /// A shape moved.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - offset: The move.
  public init(shape: Content, offset: CGSize) {
    self.shape = shape
    self.offset = offset
  }

  /// The shape's path, moved.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The path.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }
}

/// A shape with an affine transform applied, like SwiftUI's `TransformedShape`.
public nonisolated struct TransformedShape<Content: Shape>: Shape {
  /// The shape.
  public var shape: Content
  /// The transform.
  public var transform: CGAffineTransform

  /// A shape with a transform applied.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - transform: The transform.
  public init(shape: Content, transform: CGAffineTransform) {
    self.shape = shape
    self.transform = transform
  }

  /// The shape's path, transformed.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The path.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(transform)
  }
}

/// A shape drawn between two fractions of its outline's length.
nonisolated struct TrimmedShape<Base: Shape>: Shape {
  let base: Base
  let from: CGFloat
  let to: CGFloat

  func path(in rect: CGRect) -> Path {
    base.path(in: rect).trimmedPath(from: from, to: to)
  }

  @MainActor func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var element = Element(.shape(.path), context: context)
    let (base, trim) = (base, (from: Self.fraction(from, else: 0), to: Self.fraction(to, else: 1)))
    element.withHandlers {
      $0.paths = { rect in [PathDrawing(path: base.path(in: rect), trim: trim)] }
    }
    elements.append(consume element)
  }

  private static func fraction(_ value: CGFloat, else fallback: Double) -> Double {
    value.isFinite ? min(max(Double(value), 0), 1) : fallback
  }
}

/// A shape's outline in the foreground style.
nonisolated struct StrokedShape<Base: Shape>: Shape {
  let base: Base
  let style: StrokeStyle

  var _outline: ShapeOutline { base._outline }

  func path(in rect: CGRect) -> Path {
    base.path(in: rect)
  }

  @MainActor func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let first = elements.endIndex
    base._resolve(in: context, into: &elements)
    let border = style.border(.foreground)
    for index in first..<elements.endIndex {
      elements[index].changeAttributes { $0.border = $0.border ?? border }
    }
  }
}

extension CGRect {
  /// The point at `unit` of the rectangle.
  func point(at unit: UnitPoint) -> CGPoint {
    CGPoint(x: minX + width * unit.x, y: minY + height * unit.y)
  }
}
