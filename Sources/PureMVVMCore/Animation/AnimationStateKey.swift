/// A key for a value an animation keeps in its ``AnimationState``, like SwiftUI's
/// `AnimationStateKey`.
public protocol AnimationStateKey {
  /// The type of the value.
  associatedtype Value
  /// The value before the animation sets one.
  static var defaultValue: Value { get }
}
