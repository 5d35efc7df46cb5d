import Foundation

/// A gradient out from a centre to the edges of an ellipse, like SwiftUI's
/// `EllipticalGradient`; painted as a CSS radial gradient in HTML.
public struct EllipticalGradient: ShapeStyle {
  private let gradient: Gradient

  /// A gradient round `center`.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - center: Accepted.
  ///   - startRadiusFraction: Accepted.
  ///   - endRadiusFraction: Accepted.
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
  }

  /// A gradient through `colors`.
  ///
  /// - Parameters:
  ///   - colors: The colours.
  ///   - center: Accepted.
  ///   - startRadiusFraction: Accepted.
  ///   - endRadiusFraction: Accepted.
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(gradient: Gradient(colors: colors), center: center)
  }

  /// A gradient through `stops`.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - center: Accepted.
  ///   - startRadiusFraction: Accepted.
  ///   - endRadiusFraction: Accepted.
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(gradient: Gradient(stops: stops), center: center)
  }

  /// The gradient's paint.
  public var _paint: Paint { .radialGradient(gradient.colors) }
}
