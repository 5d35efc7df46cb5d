import Foundation

/// A keyframe reached at a constant speed, like SwiftUI's `LinearKeyframe`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  /// The value it moves to.
  public let _targets: [Value]

  /// A keyframe.
  ///
  /// - Parameters:
  ///   - to: The value it moves to.
  ///   - duration: Seconds.
  ///   - timingCurve: The curve.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    _targets = [to]
  }
}

/// A keyframe reached with a spring, like SwiftUI's `SpringKeyframe`.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  /// The value it moves to.
  public let _targets: [Value]

  /// A keyframe.
  ///
  /// - Parameters:
  ///   - to: The value it moves to.
  ///   - duration: Seconds, or the spring's own.
  ///   - spring: The spring.
  ///   - startVelocity: The speed it starts with.
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
    startVelocity: Value? = nil
  ) {
    _targets = [to]
  }
}

/// A keyframe reached along a cubic curve, like SwiftUI's `CubicKeyframe`.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  /// The value it moves to.
  public let _targets: [Value]

  /// A keyframe.
  ///
  /// - Parameters:
  ///   - to: The value it moves to.
  ///   - duration: Seconds.
  ///   - startVelocity: The speed it starts with.
  ///   - endVelocity: The speed it ends with.
  public init(
    _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
  ) {
    _targets = [to]
  }
}

/// A keyframe the value jumps to, like SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  /// The value it jumps to.
  public let _targets: [Value]

  /// A keyframe.
  ///
  /// - Parameter to: The value it jumps to.
  public init(_ to: Value) {
    _targets = [to]
  }
}
