import Foundation

/// One keyframe of a track, as the keyframe types record it: the value it reaches, how
/// long its segment lasts and how it moves there.
///
/// A ``KeyframeTimeline`` reads a track's keyframes in order to interpolate it.
public struct _Keyframe<Value: Animatable> {
  /// How a keyframe's segment moves to its value.
  enum Motion {
    /// Along a unit curve.
    case linear(UnitCurve)
    /// With a spring, starting at a velocity or at the one the track has.
    case spring(Spring, startVelocity: Value?)
    /// Along a cubic curve, with velocities at its ends or ones that keep the motion smooth.
    case cubic(startVelocity: Value?, endVelocity: Value?)
    /// A jump, taking no time.
    case move
  }

  /// The value the segment ends at.
  let target: Value
  /// Seconds; never negative and never infinite.
  let duration: TimeInterval
  /// How it moves.
  let motion: Motion

  /// A keyframe; a duration that is negative or not finite lasts no time.
  init(target: Value, duration: TimeInterval, motion: Motion) {
    self.target = target
    self.duration = duration.isFinite ? max(0, duration) : 0
    self.motion = motion
  }
}
