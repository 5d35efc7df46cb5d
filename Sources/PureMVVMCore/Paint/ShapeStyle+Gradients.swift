import Foundation

extension ShapeStyle where Self == LinearGradient {
  /// A gradient from `startPoint` to `endPoint`.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - startPoint: Where it starts.
  ///   - endPoint: Where it ends.
  /// - Returns: The gradient.
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A gradient through stops from `startPoint` to `endPoint`.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - startPoint: Where it starts.
  ///   - endPoint: Where it ends.
  /// - Returns: The gradient.
  public static func linearGradient(
    stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A gradient out from a centre.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - center: The centre.
  ///   - startRadius: Where it starts.
  ///   - endRadius: Where it ends.
  /// - Returns: The gradient.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A gradient through `colors` out from a centre.
  ///
  /// - Parameters:
  ///   - colors: The colours.
  ///   - center: The centre.
  ///   - startRadius: Where it starts.
  ///   - endRadius: Where it ends.
  /// - Returns: The gradient.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A gradient through stops out from a centre.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - center: The centre.
  ///   - startRadius: Where it starts.
  ///   - endRadius: Where it ends.
  /// - Returns: The gradient.
  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// A gradient round a centre from one angle to another.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - center: The centre.
  ///   - startAngle: Where it starts.
  ///   - endAngle: Where it ends.
  /// - Returns: The gradient.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A gradient through `colors` round a centre from one angle to another.
  ///
  /// - Parameters:
  ///   - colors: The colours.
  ///   - center: The centre.
  ///   - startAngle: Where it starts.
  ///   - endAngle: Where it ends.
  /// - Returns: The gradient.
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A gradient through stops round a centre from one angle to another.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - center: The centre.
  ///   - startAngle: Where it starts.
  ///   - endAngle: Where it ends.
  /// - Returns: The gradient.
  public static func angularGradient(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A full turn of a gradient round a centre.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - center: The centre.
  ///   - angle: Where it starts.
  /// - Returns: The gradient.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }

  /// A full turn through `colors` round a centre.
  ///
  /// - Parameters:
  ///   - colors: The colours.
  ///   - center: The centre.
  ///   - angle: Where it starts.
  /// - Returns: The gradient.
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, angle: angle)
  }

  /// A full turn through stops round a centre.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - center: The centre.
  ///   - angle: Where it starts.
  /// - Returns: The gradient.
  public static func conicGradient(
    stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero
  ) -> AngularGradient {
    AngularGradient(stops: stops, center: center, angle: angle)
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// A gradient out from a centre to the edges of an ellipse.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - center: The centre.
  ///   - startRadiusFraction: Where it starts.
  ///   - endRadiusFraction: Where it ends.
  /// - Returns: The gradient.
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// A gradient through `colors` out from a centre to the edges of an ellipse.
  ///
  /// - Parameters:
  ///   - colors: The colours.
  ///   - center: The centre.
  ///   - startRadiusFraction: Where it starts.
  ///   - endRadiusFraction: Where it ends.
  /// - Returns: The gradient.
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// A gradient through stops out from a centre to the edges of an ellipse.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - center: The centre.
  ///   - startRadiusFraction: Where it starts.
  ///   - endRadiusFraction: Where it ends.
  /// - Returns: The gradient.
  public static func ellipticalGradient(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      stops: stops, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}
