/// An effect of a symbol that wiggles, like the Symbols framework's `WiggleSymbolEffect`.
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  /// The effect and the variants chosen.
  public let configuration: SymbolEffectConfiguration

  /// Upwards.
  public var up: Self { Self(configuration: configuration.adding("up")) }
  /// Downwards.
  public var down: Self { Self(configuration: configuration.adding("down")) }
  /// To the left.
  public var left: Self { Self(configuration: configuration.adding("left")) }
  /// To the right.
  public var right: Self { Self(configuration: configuration.adding("right")) }
  /// Forwards, as the reading direction goes.
  public var forward: Self { Self(configuration: configuration.adding("forward")) }
  /// Backwards, against the reading direction.
  public var backward: Self { Self(configuration: configuration.adding("backward")) }
  /// Clockwise.
  public var clockwise: Self { Self(configuration: configuration.adding("clockwise")) }
  /// Counterclockwise.
  public var counterClockwise: Self {
    Self(configuration: configuration.adding("counterClockwise"))
  }
  /// Layer by layer.
  public var byLayer: Self { Self(configuration: configuration.adding("byLayer")) }
  /// The whole symbol at once.
  public var wholeSymbol: Self { Self(configuration: configuration.adding("wholeSymbol")) }

  /// Wiggles along a direction of your own.
  ///
  /// - Parameter angle: The direction.
  /// - Returns: The effect.
  public func custom(angle: Angle) -> Self {
    // Rounded so 30° reads as 30.0, not as the 29.999999999999996 its radians give back.
    let degrees = (angle.degrees * 1e9).rounded() / 1e9
    return Self(configuration: configuration.adding("custom(angle: .degrees(\(degrees)))"))
  }

  /// Wiggles along a direction of your own, in degrees.
  ///
  /// - Parameter angle: The direction, in degrees.
  /// - Returns: The effect.
  public func custom(angle: Double) -> Self {
    custom(angle: .degrees(angle))
  }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
  /// The symbol wiggles.
  public static var wiggle: WiggleSymbolEffect {
    WiggleSymbolEffect(configuration: SymbolEffectConfiguration("wiggle"))
  }
}
