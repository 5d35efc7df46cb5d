/// A gradient between colours along a line, like SwiftUI's `LinearGradient`.
public struct LinearGradient: ShapeStyle {
  private let colors: [Color]

  /// A gradient from `startPoint` to `endPoint` through `colors`.
  ///
  /// - Parameters:
  ///   - colors: The colours, in order.
  ///   - startPoint: Accepted; the HTML gallery draws gradients top to bottom.
  ///   - endPoint: Accepted.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.colors = colors
  }

  /// A gradient.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - startPoint: Accepted.
  ///   - endPoint: Accepted.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.colors = gradient.colors
  }

  /// The colours.
  public var _paint: Paint { .gradient(colors) }
}
