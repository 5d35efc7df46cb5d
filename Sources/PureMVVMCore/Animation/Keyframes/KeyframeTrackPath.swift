import Foundation

/// The path a track's value takes through its keyframes, segment by segment.
///
/// Each segment starts where the one before it ended, at its keyframe's value, and at the
/// velocity it ended with. A linear segment follows its unit curve; a spring segment runs
/// its spring for the segment's duration; a cubic segment is a Hermite curve whose
/// velocities, unless given, are those of a Catmull-Rom spline through neighbouring cubic
/// keyframes, or the velocity of the segment it meets; a move jumps.
struct KeyframeTrackPath<Value: Animatable> {
  typealias Data = Value.AnimatableData

  let keyframes: [_Keyframe<Value>]

  /// The value `time` seconds after the path leaves `start`: where the first segment
  /// that takes time starts before it (`start`, unless a keyframe jumps first), the last
  /// keyframe's value after the end, and there too for a time that is not a number.
  @MainActor func value(from start: Value, at time: TimeInterval) -> Value {
    var segment = Segment(index: 0, from: start.animatableData, velocity: .zero, startTime: 0)
    while segment.index < keyframes.count {
      let keyframe = keyframes[segment.index]
      if keyframe.duration > 0, time < segment.startTime + keyframe.duration {
        var result = start
        result.animatableData = value(in: segment, at: max(0, time - segment.startTime))
        return result
      }
      segment = next(after: segment)
    }
    guard let last = keyframes.last else { return start }
    return last.target
  }

  /// Where a segment starts: its keyframe, and the value, velocity and time it starts at.
  private struct Segment {
    var index: Int
    var from: Data
    var velocity: Data
    var startTime: TimeInterval
  }

  @MainActor private func next(after segment: Segment) -> Segment {
    let keyframe = keyframes[segment.index]
    return Segment(
      index: segment.index + 1, from: keyframe.target.animatableData,
      velocity: endVelocity(of: segment), startTime: segment.startTime + keyframe.duration)
  }

  /// The value `local` seconds into a segment that lasts longer than that.
  @MainActor private func value(in segment: Segment, at local: TimeInterval) -> Data {
    let keyframe = keyframes[segment.index]
    let change = keyframe.target.animatableData - segment.from
    switch keyframe.motion {
    case .linear(let curve):
      return segment.from + change.scaled(by: curve.value(at: local / keyframe.duration))
    case .spring(let spring, let startVelocity):
      let velocity = startVelocity?.animatableData ?? segment.velocity
      return segment.from + spring.value(target: change, initialVelocity: velocity, time: local)
    case .cubic:
      let (start, end) = cubicVelocities(of: segment)
      return hermite(
        segment.from, keyframe.target.animatableData, start, end,
        duration: keyframe.duration, progress: local / keyframe.duration)
    case .move:
      return keyframe.target.animatableData
    }
  }

  /// The velocity a segment ends with.
  @MainActor private func endVelocity(of segment: Segment) -> Data {
    let keyframe = keyframes[segment.index]
    guard keyframe.duration > 0 else { return .zero }
    let change = keyframe.target.animatableData - segment.from
    switch keyframe.motion {
    case .linear(let curve):
      return finite(change.scaled(by: curve.velocity(at: 1) / keyframe.duration))
    case .spring(let spring, let startVelocity):
      let velocity = startVelocity?.animatableData ?? segment.velocity
      return spring.velocity(target: change, initialVelocity: velocity, time: keyframe.duration)
    case .cubic:
      return cubicVelocities(of: segment).end
    case .move:
      return .zero
    }
  }

  /// A cubic segment's velocities at its start and end.
  @MainActor private func cubicVelocities(of segment: Segment) -> (start: Data, end: Data) {
    let keyframe = keyframes[segment.index]
    guard case .cubic(let start, let end) = keyframe.motion else { return (.zero, .zero) }
    let target = keyframe.target.animatableData
    return (
      start?.animatableData ?? segment.velocity,
      end?.animatableData ?? givenStartVelocity(of: segment.index + 1)
        ?? splineVelocity(after: segment.index, from: segment.from)
        ?? startVelocity(of: segment.index + 1, from: target)
    )
  }

  /// The Catmull-Rom velocity at a cubic keyframe's end, where another cubic keyframe
  /// follows it.
  ///
  /// It is the change across both segments over their time. The next segment starts with
  /// it, as with every segment's end velocity.
  @MainActor private func splineVelocity(after index: Int, from start: Data) -> Data? {
    guard index + 1 < keyframes.count, case .cubic = keyframes[index + 1].motion else {
      return nil
    }
    let time = keyframes[index].duration + keyframes[index + 1].duration
    let after = keyframes[index + 1].target.animatableData
    return time > 0 ? (after - start).scaled(by: 1 / time) : nil
  }

  /// The start velocity the keyframe at `index` was given, if any.
  @MainActor private func givenStartVelocity(of index: Int) -> Data? {
    guard index < keyframes.count else { return nil }
    switch keyframes[index].motion {
    case .spring(_, let velocity), .cubic(let velocity, _): return velocity?.animatableData
    case .linear, .move: return nil
    }
  }

  /// The velocity a keyframe given none starts with when it leaves `start`: a linear
  /// keyframe's curve's; zero at the end of the track, for a move, and for a spring or
  /// cubic keyframe, which would take the velocity of the segment before.
  @MainActor private func startVelocity(of index: Int, from start: Data) -> Data {
    guard index < keyframes.count, keyframes[index].duration > 0 else { return .zero }
    let keyframe = keyframes[index]
    let change = keyframe.target.animatableData - start
    switch keyframe.motion {
    case .linear(let curve):
      return finite(change.scaled(by: curve.velocity(at: 0) / keyframe.duration))
    case .spring, .cubic, .move:
      return .zero
    }
  }

  /// The cubic Hermite curve from `from` to `to` with the given velocities, at `progress`.
  private func hermite(
    _ from: Data, _ to: Data, _ start: Data, _ end: Data, duration: TimeInterval,
    progress: Double
  ) -> Data {
    let s = progress
    let s2 = s * s
    let s3 = s2 * s
    let fromWeight = 2 * s3 - 3 * s2 + 1
    let toWeight = -2 * s3 + 3 * s2
    let startWeight = (s3 - 2 * s2 + s) * duration
    let endWeight = (s3 - s2) * duration
    return from.scaled(by: fromWeight) + to.scaled(by: toWeight)
      + start.scaled(by: startWeight) + end.scaled(by: endWeight)
  }

  /// The velocity, or zero where a curve's slope is infinite.
  private func finite(_ velocity: Data) -> Data {
    velocity.magnitudeSquared.isFinite ? velocity : .zero
  }
}
