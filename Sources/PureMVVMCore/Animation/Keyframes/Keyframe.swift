import Foundation

/// A keyframe reached along a timing curve, at a constant speed unless told otherwise, like
/// SwiftUI's `LinearKeyframe`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  /// The keyframe.
  public let _keyframes: [_Keyframe<Value>]

  /// The keyframe itself.
  public var body: Self { return self }

  /// A keyframe.
  ///
  /// - Parameters:
  ///   - to: The value it moves to.
  ///   - duration: Seconds.
  ///   - timingCurve: The curve.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    _keyframes = [_Keyframe(target: to, duration: duration, motion: .linear(timingCurve))]
  }
}

/// A keyframe reached with a spring, like SwiftUI's `SpringKeyframe`.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  /// The keyframe.
  public let _keyframes: [_Keyframe<Value>]

  /// The keyframe itself.
  public var body: Self { return self }

  /// A keyframe.
  ///
  /// - Parameters:
  ///   - to: The value it moves to.
  ///   - duration: Seconds, or `nil` for the spring's settling duration.
  ///   - spring: The spring.
  ///   - startVelocity: The speed it starts with.
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
    startVelocity: Value? = nil
  ) {
    let motion = _Keyframe.Motion.spring(spring, startVelocity: startVelocity)
    _keyframes = [
      _Keyframe(target: to, duration: duration ?? spring.settlingDuration, motion: motion)
    ]
  }
}

/// A keyframe reached along a cubic curve, like SwiftUI's `CubicKeyframe`.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  /// The keyframe.
  public let _keyframes: [_Keyframe<Value>]

  /// The keyframe itself.
  public var body: Self { return self }

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
    let motion = _Keyframe.Motion.cubic(startVelocity: startVelocity, endVelocity: endVelocity)
    _keyframes = [_Keyframe(target: to, duration: duration, motion: motion)]
  }
}

/// A keyframe the value jumps to, like SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  /// The keyframe.
  public let _keyframes: [_Keyframe<Value>]

  /// The keyframe itself.
  public var body: Self { return self }

  /// A keyframe.
  ///
  /// - Parameter to: The value it jumps to.
  public init(_ to: Value) {
    _keyframes = [_Keyframe(target: to, duration: 0, motion: .move)]
  }
}
