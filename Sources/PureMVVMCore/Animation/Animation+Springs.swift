import Foundation

extension Animation {
  /// A spring with the default duration and no bounce: `spring()`, as in SwiftUI.
  public static var spring: Animation { spring() }
  /// A spring with some bounce: `bouncy()`.
  public static var bouncy: Animation { bouncy() }
  /// A spring without bounce: `smooth()`.
  public static var smooth: Animation { smooth() }
  /// A quick spring with a little bounce: `snappy()`.
  public static var snappy: Animation { snappy() }
  /// An interpolating spring with the default duration: `interpolatingSpring()`.
  public static var interpolatingSpring: Animation { interpolatingSpring() }
  /// A quick spring for interactive changes: `interactiveSpring()`.
  public static var interactiveSpring: Animation { interactiveSpring() }

  /// A spring described by its response and damping.
  ///
  /// - Parameters:
  ///   - response: The stiffness, as the seconds of one oscillation.
  ///   - dampingFraction: How quickly it stops: 1 without bounce.
  ///   - blendDuration: Seconds over which it blends with a running animation.
  /// - Returns: The animation.
  @_disfavoredOverload
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation {
    Animation(
      "spring",
      ["response": response, "dampingFraction": dampingFraction, "blendDuration": blendDuration])
  }

  /// A spring described by how long it takes and how much it bounces.
  ///
  /// - Parameters:
  ///   - duration: Seconds.
  ///   - bounce: 0 for none, up to 1.
  ///   - blendDuration: Seconds over which it blends with a running animation.
  /// - Returns: The animation.
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0
  ) -> Animation {
    Animation(
      "spring", ["duration": duration, "bounce": bounce, "blendDuration": blendDuration])
  }

  /// A spring described by a ``Spring``.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - blendDuration: Seconds over which it blends with a running animation.
  /// - Returns: The animation.
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
    Animation(
      "spring",
      ["duration": spring.duration, "bounce": spring.bounce, "blendDuration": blendDuration])
  }

  /// A spring with some bounce.
  ///
  /// - Parameters:
  ///   - duration: Seconds.
  ///   - extraBounce: Bounce added to the default.
  /// - Returns: The animation.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("bouncy", ["duration": duration, "extraBounce": extraBounce])
  }

  /// A spring without bounce.
  ///
  /// - Parameters:
  ///   - duration: Seconds.
  ///   - extraBounce: Bounce added to the default.
  /// - Returns: The animation.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("smooth", ["duration": duration, "extraBounce": extraBounce])
  }

  /// A quick spring with a little bounce.
  ///
  /// - Parameters:
  ///   - duration: Seconds.
  ///   - extraBounce: Bounce added to the default.
  /// - Returns: The animation.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("snappy", ["duration": duration, "extraBounce": extraBounce])
  }

  /// A spring described by its physical properties.
  ///
  /// - Parameters:
  ///   - mass: The mass.
  ///   - stiffness: The stiffness.
  ///   - damping: The damping.
  ///   - initialVelocity: The speed it starts with.
  /// - Returns: The animation.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    Animation(
      "interpolatingSpring",
      [
        "mass": mass, "stiffness": stiffness, "damping": damping,
        "initialVelocity": initialVelocity,
      ])
  }

  /// An interpolating spring described by how long it takes and how much it bounces.
  ///
  /// - Parameters:
  ///   - duration: Seconds.
  ///   - bounce: 0 for none, up to 1.
  ///   - initialVelocity: The speed it starts with.
  /// - Returns: The animation.
  public static func interpolatingSpring(
    duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  ) -> Animation {
    Animation(
      "interpolatingSpring",
      ["duration": duration, "bounce": bounce, "initialVelocity": initialVelocity])
  }

  /// An interpolating spring described by a ``Spring``.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - initialVelocity: The speed it starts with.
  /// - Returns: The animation.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0)
    -> Animation
  {
    Animation(
      "interpolatingSpring",
      ["duration": spring.duration, "bounce": spring.bounce, "initialVelocity": initialVelocity])
  }

  /// A quick spring for interactive changes.
  ///
  /// - Parameters:
  ///   - response: The stiffness, as the seconds of one oscillation.
  ///   - dampingFraction: How quickly it stops.
  ///   - blendDuration: Seconds over which it blends with a running animation.
  /// - Returns: The animation.
  @_disfavoredOverload
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    Animation(
      "interactiveSpring",
      ["response": response, "dampingFraction": dampingFraction, "blendDuration": blendDuration])
  }

  /// A quick spring for interactive changes, described by its duration.
  ///
  /// - Parameters:
  ///   - duration: Seconds.
  ///   - extraBounce: Bounce added to the default.
  ///   - blendDuration: Seconds over which it blends with a running animation.
  /// - Returns: The animation.
  public static func interactiveSpring(
    duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    Animation(
      "interactiveSpring",
      ["duration": duration, "extraBounce": extraBounce, "blendDuration": blendDuration])
  }
}
