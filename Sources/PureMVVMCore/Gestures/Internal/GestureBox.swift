/// A gesture in an object: what ``AnyGesture`` and a ``GestureHandler`` keep, wherever
/// the view is built, for closures that read it on the main actor to be handed it rather
/// than capture it (a main-actor closure is `Sendable`, and a gesture need not be).
final class GestureBox<T: Gesture> {
  /// The gesture.
  let gesture: T

  /// Boxes `gesture`.
  init(_ gesture: T) {
    self.gesture = gesture
  }
}
