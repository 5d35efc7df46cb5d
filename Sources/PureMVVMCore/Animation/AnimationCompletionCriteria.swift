/// When an animation counts as finished for its completion handler, like SwiftUI's
/// `AnimationCompletionCriteria`; a host, having no clock, finishes every animation at once.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  private let name: String

  /// When the animation has reached its final value.
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  /// When the animation no longer changes what is drawn.
  public static let removed = AnimationCompletionCriteria(name: "removed")
}
