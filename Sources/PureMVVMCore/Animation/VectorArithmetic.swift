import Foundation

/// A value that can be scaled and added, so it can be interpolated, like SwiftUI's
/// `VectorArithmetic`.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies the value by a factor.
  ///
  /// - Parameter rhs: The factor.
  mutating func scale(by rhs: Double)

  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// The value multiplied by a factor.
  ///
  /// - Parameter rhs: The factor.
  /// - Returns: The scaled value.
  public func scaled(by rhs: Double) -> Self {
    var copy = self
    copy.scale(by: rhs)
    return copy
  }

  /// Moves the value towards another by a fraction of the way.
  ///
  /// - Parameters:
  ///   - other: Where it moves to.
  ///   - amount: 0 stays, 1 arrives.
  public mutating func interpolate(towards other: Self, amount: Double) {
    self += (other - self).scaled(by: amount)
  }

  /// The value moved towards another by a fraction of the way.
  ///
  /// - Parameters:
  ///   - other: Where it moves to.
  ///   - amount: 0 stays, 1 arrives.
  /// - Returns: The value on the way.
  public func interpolated(towards other: Self, amount: Double) -> Self {
    var copy = self
    copy.interpolate(towards: other, amount: amount)
    return copy
  }
}

extension Double: VectorArithmetic {
  /// Multiplies the value by a factor.
  ///
  /// - Parameter rhs: The factor.
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// The square of the value.
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// Multiplies the value by a factor.
  ///
  /// - Parameter rhs: The factor.
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  /// The square of the value.
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  /// Multiplies the value by a factor.
  ///
  /// - Parameter rhs: The factor.
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  /// The square of the value.
  public var magnitudeSquared: Double { Double(self * self) }
}
