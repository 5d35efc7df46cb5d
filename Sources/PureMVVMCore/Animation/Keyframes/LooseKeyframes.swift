import Foundation

/// Keyframes written straight in a ``KeyframesBuilder``, outside any track: one track of
/// the whole value, which the keyframes after them join.
struct LooseKeyframes<Value: Animatable>: Keyframes, KeyframeJoining {
  let keyframes: [_Keyframe<Value>]

  var body: Self { return self }

  var _duration: TimeInterval { keyframes.reduce(0) { $0 + $1.duration } }

  func _finish(_ value: inout Value) {
    if let last = keyframes.last { value = last.target }
  }

  @MainActor func _apply(_ value: inout Value, at time: TimeInterval) {
    value = KeyframeTrackPath(keyframes: keyframes).value(from: value, at: time)
  }

  func joined(with next: any Keyframes<Value>) -> (any Keyframes<Value>)? {
    guard let next = next as? Self else { return nil }
    return LooseKeyframes(keyframes: keyframes + next.keyframes)
  }
}

/// Keyframes that the keyframes after them in a builder may join.
protocol KeyframeJoining<Value> {
  associatedtype Value
  /// These keyframes followed by `next`, or `nil` if `next` starts a track of its own.
  func joined(with next: any Keyframes<Value>) -> (any Keyframes<Value>)?
}
