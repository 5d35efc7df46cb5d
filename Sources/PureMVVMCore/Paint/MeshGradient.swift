/// A gradient over a grid of positioned colours, like SwiftUI's `MeshGradient` (iOS 18): a
/// shape style, and a view that fills the space it is offered.
///
/// The grid is kept as written, to read back; renderers paint it as a linear gradient
/// through its colours in row order, since a terminal or an HTML box has no mesh.
public struct MeshGradient: ShapeStyle, Equatable {
  /// Where the grid's vertices are.
  public enum Locations: Equatable, Sendable {
    /// Vertices at unit points, their control points implied.
    case points([SIMD2<Float>])
    /// Vertices with explicit control points.
    case bezierPoints([BezierPoint])
  }

  /// The grid's colours, one a vertex.
  public enum Colors: Equatable, Sendable {
    /// Colours resolved where the gradient is drawn.
    case colors([Color])
    /// Colours already resolved.
    case resolvedColors([Color.Resolved])
  }

  /// A vertex and the control points of the curves to its four neighbours.
  public struct BezierPoint: Equatable, Sendable {
    /// The vertex, in unit coordinates.
    public var position: SIMD2<Float>
    /// The control point towards the vertex on the leading side.
    public var leadingControlPoint: SIMD2<Float>
    /// The control point towards the vertex above.
    public var topControlPoint: SIMD2<Float>
    /// The control point towards the vertex on the trailing side.
    public var trailingControlPoint: SIMD2<Float>
    /// The control point towards the vertex below.
    public var bottomControlPoint: SIMD2<Float>

    /// Creates a vertex with its control points.
    ///
    /// - Parameters:
    ///   - position: The vertex.
    ///   - leadingControlPoint: The control point on the leading side.
    ///   - topControlPoint: The control point above.
    ///   - trailingControlPoint: The control point on the trailing side.
    ///   - bottomControlPoint: The control point below.
    public init(
      position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
      trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
    ) {
      self.position = position
      self.leadingControlPoint = leadingControlPoint
      self.topControlPoint = topControlPoint
      self.trailingControlPoint = trailingControlPoint
      self.bottomControlPoint = bottomControlPoint
    }
  }

  /// The number of vertices in a row.
  public var width: Int
  /// The number of vertices in a column.
  public var height: Int
  /// The vertices, `width × height` of them, row by row.
  public var locations: Locations
  /// The colours, one a vertex.
  public var colors: Colors
  /// The colour outside the mesh.
  public var background: Color
  /// Whether colours blend along curves rather than linearly.
  public var smoothsColors: Bool
  /// Where colours are interpolated.
  public var colorSpace: Gradient.ColorSpace

  /// Creates a mesh from its locations and colours.
  ///
  /// - Parameters:
  ///   - width: The number of vertices in a row.
  ///   - height: The number of vertices in a column.
  ///   - locations: The vertices, row by row.
  ///   - colors: The colours, one a vertex.
  ///   - background: The colour outside the mesh.
  ///   - smoothsColors: Whether colours blend along curves.
  ///   - colorSpace: Where colours are interpolated.
  public init(
    width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.width = width
    self.height = height
    self.locations = locations
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
    self.colorSpace = colorSpace
  }

  /// Creates a mesh of vertices at unit points.
  ///
  /// - Parameters:
  ///   - width: The number of vertices in a row.
  ///   - height: The number of vertices in a column.
  ///   - points: The vertices, row by row, `[0, 0]` the top leading corner.
  ///   - colors: The colours, one a vertex.
  ///   - background: The colour outside the mesh.
  ///   - smoothsColors: Whether colours blend along curves.
  ///   - colorSpace: Where colours are interpolated.
  public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color],
    background: Color = .clear, smoothsColors: Bool = true,
    colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .points(points), colors: .colors(colors),
      background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// Creates a mesh of vertices at unit points, in resolved colours.
  ///
  /// - Parameters:
  ///   - width: The number of vertices in a row.
  ///   - height: The number of vertices in a column.
  ///   - points: The vertices, row by row.
  ///   - resolvedColors: The colours, one a vertex.
  ///   - background: The colour outside the mesh.
  ///   - smoothsColors: Whether colours blend along curves.
  ///   - colorSpace: Where colours are interpolated.
  public init(
    width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved],
    background: Color = .clear, smoothsColors: Bool = true,
    colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .points(points),
      colors: .resolvedColors(resolvedColors), background: background,
      smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// Creates a mesh of vertices with explicit control points.
  ///
  /// - Parameters:
  ///   - width: The number of vertices in a row.
  ///   - height: The number of vertices in a column.
  ///   - bezierPoints: The vertices, row by row.
  ///   - colors: The colours, one a vertex.
  ///   - background: The colour outside the mesh.
  ///   - smoothsColors: Whether colours blend along curves.
  ///   - colorSpace: Where colours are interpolated.
  public init(
    width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color],
    background: Color = .clear, smoothsColors: Bool = true,
    colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .bezierPoints(bezierPoints),
      colors: .colors(colors), background: background, smoothsColors: smoothsColors,
      colorSpace: colorSpace)
  }

  /// Creates a mesh of vertices with explicit control points, in resolved colours.
  ///
  /// - Parameters:
  ///   - width: The number of vertices in a row.
  ///   - height: The number of vertices in a column.
  ///   - bezierPoints: The vertices, row by row.
  ///   - resolvedColors: The colours, one a vertex.
  ///   - background: The colour outside the mesh.
  ///   - smoothsColors: Whether colours blend along curves.
  ///   - colorSpace: Where colours are interpolated.
  public init(
    width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved],
    background: Color = .clear, smoothsColors: Bool = true,
    colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .bezierPoints(bezierPoints),
      colors: .resolvedColors(resolvedColors), background: background,
      smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// The mesh's paint: a linear gradient through its colours in row order.
  public var _paint: Paint {
    switch colors {
    case .colors(let colors): .gradient(colors)
    case .resolvedColors(let colors): .gradient(colors.map(Color.init))
    }
  }
}

extension MeshGradient: _FillingShapeStyle {}
