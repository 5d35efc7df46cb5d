import Foundation

/// An angle, like SwiftUI's `Angle`: made in degrees or radians, read in either.
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// A zero angle.
  public init() {
    radians = 0
  }

  /// An angle in radians.
  ///
  /// - Parameter radians: Radians.
  public init(radians: Double) {
    self.radians = radians
  }

  /// An angle in degrees.
  ///
  /// - Parameter degrees: Degrees.
  public init(degrees: Double) {
    radians = degrees * .pi / 180
  }

  /// A zero angle.
  public static let zero = Angle()

  /// An angle in radians.
  ///
  /// - Parameter radians: Radians.
  /// - Returns: The angle.
  public static func radians(_ radians: Double) -> Angle {
    Angle(radians: radians)
  }

  /// An angle in degrees.
  ///
  /// - Parameter degrees: Degrees.
  /// - Returns: The angle.
  public static func degrees(_ degrees: Double) -> Angle {
    Angle(degrees: degrees)
  }

  /// Whether `lhs` is smaller than `rhs`.
  ///
  /// - Parameters:
  ///   - lhs: An angle.
  ///   - rhs: Another.
  /// - Returns: Whether the first is smaller.
  public static func < (lhs: Angle, rhs: Angle) -> Bool {
    lhs.radians < rhs.radians
  }
}

extension Angle: AdditiveArithmetic {
  /// The sum of two angles.
  ///
  /// - Parameters:
  ///   - lhs: An angle.
  ///   - rhs: Another.
  /// - Returns: The sum.
  public static func + (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians + rhs.radians)
  }

  /// The difference of two angles.
  ///
  /// - Parameters:
  ///   - lhs: An angle.
  ///   - rhs: Another.
  /// - Returns: The difference.
  public static func - (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians - rhs.radians)
  }
}

extension Angle {
  /// The angle turned the other way.
  ///
  /// - Parameter angle: The angle.
  /// - Returns: Its negation.
  public static prefix func - (angle: Angle) -> Angle {
    Angle(radians: -angle.radians)
  }

  /// The angle multiplied by a factor.
  ///
  /// - Parameters:
  ///   - lhs: The angle.
  ///   - rhs: The factor.
  /// - Returns: The product.
  public static func * (lhs: Angle, rhs: Double) -> Angle {
    Angle(radians: lhs.radians * rhs)
  }

  /// The angle divided by a factor.
  ///
  /// - Parameters:
  ///   - lhs: The angle.
  ///   - rhs: The divisor.
  /// - Returns: The quotient.
  public static func / (lhs: Angle, rhs: Double) -> Angle {
    Angle(radians: lhs.radians / rhs)
  }

  /// Multiplies the angle by a factor.
  ///
  /// - Parameters:
  ///   - lhs: The angle.
  ///   - rhs: The factor.
  public static func *= (lhs: inout Angle, rhs: Double) {
    lhs = lhs * rhs
  }

  /// Divides the angle by a factor.
  ///
  /// - Parameters:
  ///   - lhs: The angle.
  ///   - rhs: The divisor.
  public static func /= (lhs: inout Angle, rhs: Double) {
    lhs = lhs / rhs
  }

  /// The size of the angle, in radians.
  public var magnitude: Double { abs(radians) }

  /// Turns the angle the other way.
  public mutating func negate() {
    radians = -radians
  }
}
