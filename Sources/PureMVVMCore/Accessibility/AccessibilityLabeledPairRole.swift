/// The part a view plays in a labelled pair, like SwiftUI's
/// `AccessibilityLabeledPairRole`.
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
  /// The view labels the pair.
  case label
  /// The view is what the label describes.
  case content
}
