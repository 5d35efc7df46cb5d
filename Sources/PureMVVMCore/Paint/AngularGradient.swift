/// A gradient round a centre, like SwiftUI's `AngularGradient`; painted as a CSS conic
/// gradient in HTML.
public struct AngularGradient: ShapeStyle {
  private let gradient: Gradient

  /// A gradient from `startAngle` to `endAngle` round `center`.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - center: Accepted.
  ///   - startAngle: Accepted.
  ///   - endAngle: Accepted.
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
  }

  /// A gradient through `colors` from `startAngle` to `endAngle`.
  ///
  /// - Parameters:
  ///   - colors: The colours.
  ///   - center: Accepted.
  ///   - startAngle: Accepted.
  ///   - endAngle: Accepted.
  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(colors: colors), center: center)
  }

  /// A gradient through `stops` from `startAngle` to `endAngle`.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - center: Accepted.
  ///   - startAngle: Accepted.
  ///   - endAngle: Accepted.
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(stops: stops), center: center)
  }

  /// A full turn of a gradient starting at `angle`.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - center: Accepted.
  ///   - angle: Accepted.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.gradient = gradient
  }

  /// A full turn through `colors` starting at `angle`.
  ///
  /// - Parameters:
  ///   - colors: The colours.
  ///   - center: Accepted.
  ///   - angle: Accepted.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center)
  }

  /// A full turn through `stops` starting at `angle`.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - center: Accepted.
  ///   - angle: Accepted.
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center)
  }

  /// The gradient's paint.
  public var _paint: Paint { .angularGradient(gradient.colors) }
}
