import Foundation

/// A gradient out from a centre, like SwiftUI's `RadialGradient`; painted as a CSS radial
/// gradient in HTML.
public struct RadialGradient: ShapeStyle {
  private let gradient: Gradient

  /// A gradient from `startRadius` to `endRadius` round `center`.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - center: Accepted.
  ///   - startRadius: Accepted.
  ///   - endRadius: Accepted.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
  }

  /// A gradient through `colors`.
  ///
  /// - Parameters:
  ///   - colors: The colours.
  ///   - center: Accepted.
  ///   - startRadius: Accepted.
  ///   - endRadius: Accepted.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// A gradient through `stops`.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - center: Accepted.
  ///   - startRadius: Accepted.
  ///   - endRadius: Accepted.
  public init(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// The gradient's paint.
  public var _paint: Paint { .radialGradient(gradient.colors) }
}
