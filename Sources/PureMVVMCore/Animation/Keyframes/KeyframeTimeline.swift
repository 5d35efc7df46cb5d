import Foundation

/// How a value changes over time through keyframes, like SwiftUI's `KeyframeTimeline`.
///
/// Each track starts at its property's initial value and moves through its keyframes in
/// order; the timeline lasts as long as its longest track, and a shorter track keeps its
/// last value. Read it at any time, for example to draw a frame in a `Canvas` or to check
/// a design's motion in a test:
///
/// ```swift
/// let bounce = KeyframeTimeline(initialValue: 0.0) {
///   LinearKeyframe(10, duration: 1)
///   SpringKeyframe(0, duration: 1)
/// }
/// bounce.value(time: 0.5)  // 5
/// ```
///
/// Reading a value is main-actor isolated here, as ``Animatable`` is.
public struct KeyframeTimeline<Value> {
  private let initialValue: Value
  private let keyframes: any Keyframes<Value>

  /// A timeline of keyframes that start from `initialValue`.
  ///
  /// - Parameters:
  ///   - initialValue: The value before the keyframes.
  ///   - content: The keyframes.
  public init(
    initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>
  ) {
    self.initialValue = initialValue
    keyframes = content()
  }

  /// Seconds from the start to the end of the longest track.
  public var duration: TimeInterval { keyframes._duration }

  /// The value `time` seconds after the start: where each track starts before it (its
  /// initial value, unless its first keyframe jumps), where it ends after the end.
  ///
  /// - Parameter time: Seconds since the start.
  /// - Returns: The value.
  @MainActor public func value(time: Double) -> Value {
    var value = initialValue
    keyframes._apply(&value, from: initialValue, at: time)
    return value
  }

  /// The value at a fraction of the timeline's duration, from 0 at its start to 1 at its
  /// end.
  ///
  /// - Parameter progress: The fraction of the duration.
  /// - Returns: The value.
  @MainActor public func value(progress: Double) -> Value {
    value(time: progress * duration)
  }
}
