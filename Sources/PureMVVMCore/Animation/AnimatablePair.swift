/// Two animatable values interpolated together, like SwiftUI's `AnimatablePair`.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first value.
  public var first: First
  /// The second value.
  public var second: Second

  /// A pair.
  ///
  /// - Parameters:
  ///   - first: The first value.
  ///   - second: The second value.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// The pair of zeros.
  public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }

  /// The sum of two pairs.
  ///
  /// - Parameters:
  ///   - lhs: A pair.
  ///   - rhs: Another.
  /// - Returns: The sum.
  public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
  }

  /// The difference of two pairs.
  ///
  /// - Parameters:
  ///   - lhs: A pair.
  ///   - rhs: Another.
  /// - Returns: The difference.
  public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
  }

  /// Multiplies both values by a factor.
  ///
  /// - Parameter rhs: The factor.
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }

  /// The sum of both values' squared magnitudes.
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// No animatable data, like SwiftUI's `EmptyAnimatableData`.
public struct EmptyAnimatableData: VectorArithmetic {
  /// No data.
  public init() {}

  /// No data.
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

  /// No data.
  ///
  /// - Parameters:
  ///   - lhs: No data.
  ///   - rhs: No data.
  /// - Returns: No data.
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    EmptyAnimatableData()
  }

  /// No data.
  ///
  /// - Parameters:
  ///   - lhs: No data.
  ///   - rhs: No data.
  /// - Returns: No data.
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    EmptyAnimatableData()
  }

  /// Does nothing.
  ///
  /// - Parameter rhs: Ignored.
  public mutating func scale(by rhs: Double) {}

  /// 0.
  public var magnitudeSquared: Double { 0 }
}
