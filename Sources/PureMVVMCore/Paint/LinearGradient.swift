/// A gradient between colours along a line, like SwiftUI's `LinearGradient`.
///
/// The HTML gallery draws gradients top to bottom; stops keep their order, not their
/// locations.
public struct LinearGradient: ShapeStyle {
  private let gradient: Gradient

  /// A gradient from `startPoint` to `endPoint`.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - startPoint: Accepted.
  ///   - endPoint: Accepted.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
  }

  /// A gradient through `colors`.
  ///
  /// - Parameters:
  ///   - colors: The colours.
  ///   - startPoint: Accepted.
  ///   - endPoint: Accepted.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// A gradient through `stops`.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - startPoint: Accepted.
  ///   - endPoint: Accepted.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  /// The gradient's paint.
  public var _paint: Paint { .gradient(gradient.colors) }
}
