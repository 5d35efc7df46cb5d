/// An animation of your own held by an ``Animation``, equal to another holding an equal one.
///
/// A class, so an animation without one holds a null reference: every byte of an
/// ``Animation`` is then set, and element attributes holding equal animations compare
/// equal byte for byte, which lets rows share their attributes.
final class CustomAnimationBox: Hashable, Sendable {
  /// The animation.
  let animation: any CustomAnimation

  init(_ animation: any CustomAnimation) {
    self.animation = animation
  }

  static func == (lhs: CustomAnimationBox, rhs: CustomAnimationBox) -> Bool {
    AnyHashable(lhs.animation) == AnyHashable(rhs.animation)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(animation))
  }
}
