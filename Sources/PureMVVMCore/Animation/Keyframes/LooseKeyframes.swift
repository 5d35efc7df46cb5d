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

  @MainActor func _apply(_ value: inout Value, from initial: Value, at time: TimeInterval) {
    value = KeyframeTrackPath(keyframes: keyframes).value(from: initial, at: time)
  }

  func joins(_ next: any Keyframes<Value>) -> Bool { next is Self }

  func joined(with run: [any Keyframes<Value>]) -> any Keyframes<Value> {
    LooseKeyframes(keyframes: run.flatMap { ($0 as? Self)?.keyframes ?? [] })
  }
}

/// Keyframes that the keyframes after them in a builder may join.
protocol KeyframeJoining<Value> {
  associatedtype Value
  /// Whether `next` joins these keyframes rather than starting a track of its own.
  func joins(_ next: any Keyframes<Value>) -> Bool
  /// One track of a run of keyframes that join, this one first.
  func joined(with run: [any Keyframes<Value>]) -> any Keyframes<Value>
}
